import { useEffect, useRef, useState } from 'react';
import { createIdleTimer, type IdleTimer } from './idle-timer';

/** What counts as someone at the kiosk: a touch, a pointer, a key or a scroll. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

export interface IdleReset {
  /** Seconds left before the reset while the countdown runs, otherwise undefined. */
  secondsLeft: number | undefined;
  stillHere: () => void;
}

/**
 * Runs the idle timer while `active` (a session has begun), fed by input anywhere on the page;
 * `onReset` runs when the countdown reaches zero.
 */
export function useIdleReset({ active, idleSeconds, countdownSeconds, onReset }: { active: boolean; idleSeconds: number; countdownSeconds: number; onReset: () => void }): IdleReset {
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined);
  const timerRef = useRef<IdleTimer | undefined>(undefined);
  const resetRef = useRef(onReset);
  useEffect(() => {
    resetRef.current = onReset;
  }, [onReset]);

  useEffect(() => {
    if (!active) return;
    const timer = createIdleTimer({
      idleMs: idleSeconds * 1000,
      countdownSeconds,
      onCountdown: setSecondsLeft,
      onReset: () => resetRef.current(),
    });
    timerRef.current = timer;
    const onInput = () => timer.activity();
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { passive: true, capture: true });
    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      timer.stop();
      timerRef.current = undefined;
      setSecondsLeft(undefined);
    };
  }, [active, idleSeconds, countdownSeconds]);

  return { secondsLeft: active ? secondsLeft : undefined, stillHere: () => timerRef.current?.stillHere() };
}
