/** How long after a change the page may take to show its heading (a new store's data loads first). */
const SETTLE_MS = 8_000;

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/** Focus is nowhere a person put it: on the body, the page's main (the shell's after a navigation), or gone with a removed element. */
function focusIsAdrift(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.tagName === 'MAIN' || !active.isConnected;
}

/**
 * The page's h1, or its main while the h1 is not there yet: what a dialog that changed the page
 * returns focus to (Ark's finalFocusEl), instead of the button that opened it.
 */
export function pageHeadingOrMain(): HTMLElement | null {
  const heading = pageHeading();
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading ?? document.querySelector<HTMLElement>('main');
}

/**
 * After a change that rebuilds the page (choosing a store: every query keyed on it reloads, and the
 * locator goes home), keyboard and screen reader focus lands on the page's h1 (issue 21) once it is
 * there, and again if the page replaces it while loading. It only ever takes focus that is adrift
 * (on the body or main), never from a control or a dialog that took it, and stops at the person's
 * next key or pointer press, or after SETTLE_MS. Answers a function that stops it early.
 */
export function focusPageHeading(): () => void {
  const deadline = performance.now() + SETTLE_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const check = () => {
    const heading = pageHeading();
    if (heading && heading !== document.activeElement && focusIsAdrift()) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    if (performance.now() < deadline) frame = requestAnimationFrame(check);
    else stop();
  };
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  frame = requestAnimationFrame(check);
  return stop;
}
