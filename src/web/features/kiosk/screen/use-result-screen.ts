import { useEffect, useRef } from 'react';

/** How long a kiosk's answer stays on screen before the kiosk starts over for the next shopper ("a few seconds"). */
export const RESULT_SECONDS = 8;

/**
 * A kiosk answer screen (a check-in or a placed order): its title takes focus so a screen reader
 * reads it, and the kiosk starts over after RESULT_SECONDS unless Done came first. Returns the
 * title's ref.
 */
export function useResultScreen(onDone: () => void) {
  const title = useRef<HTMLHeadingElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    const timer = setTimeout(() => done.current(), RESULT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, []);
  return title;
}
