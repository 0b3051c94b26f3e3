/**
 * The kiosk's idle reset (DECISIONS.md "Modes of the one installable app": "idle reset (about 90 s)
 * clears the session and cart"): after `idleMs` without input, a countdown of `countdownSeconds`
 * starts; only an explicit "I'm still here" stops it (a stray touch must not hide the question); at
 * zero the session resets. Plain timers, so tests drive it with fake timers.
 */
export interface IdleTimerOptions {
  idleMs: number;
  countdownSeconds: number;
  /** The seconds left while counting down, undefined when not counting. */
  onCountdown: (secondsLeft: number | undefined) => void;
  onReset: () => void;
}

export interface IdleTimer {
  /** Input happened: the idle wait starts over (ignored while the countdown runs). */
  activity(): void;
  /** "I'm still here": stops the countdown and starts the idle wait over. */
  stillHere(): void;
  stop(): void;
}

export function createIdleTimer({ idleMs, countdownSeconds, onCountdown, onReset }: IdleTimerOptions): IdleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let secondsLeft: number | undefined;

  const waitForInput = () => {
    clearTimeout(timer);
    timer = setTimeout(startCountdown, idleMs);
  };
  const startCountdown = () => {
    secondsLeft = countdownSeconds;
    onCountdown(secondsLeft);
    timer = setTimeout(tick, 1000);
  };
  const tick = () => {
    secondsLeft = (secondsLeft ?? 1) - 1;
    if (secondsLeft > 0) {
      onCountdown(secondsLeft);
      timer = setTimeout(tick, 1000);
      return;
    }
    secondsLeft = undefined;
    onCountdown(undefined);
    onReset();
  };

  waitForInput();
  return {
    activity() {
      if (secondsLeft === undefined) waitForInput();
    },
    stillHere() {
      secondsLeft = undefined;
      onCountdown(undefined);
      waitForInput();
    },
    stop() {
      clearTimeout(timer);
      secondsLeft = undefined;
    },
  };
}
