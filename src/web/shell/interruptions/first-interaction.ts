import { useSyncExternalStore } from 'react';

/**
 * What counts as the shopper engaging with the page: a finished tap or click, a key let go, a wheel
 * or a finger moving the page. Not `pointerdown`, `touchend` or `keydown`: a dialog opened there
 * would take the tap or key the shopper meant for the page (the click would land on its backdrop and
 * close it). Not `scroll`: the router scrolls the page itself on navigation.
 */
const ENGAGING_EVENTS = ['click', 'keyup', 'wheel', 'touchmove'] as const;

/** A burst (a wheel turning, a finger moving) counts once. */
const BURST_MS = 1_000;

let interactions = 0;
let lastCounted = -Infinity;
let watching = false;
const listeners = new Set<() => void>();

function onEngage() {
  const now = performance.now();
  if (now - lastCounted < BURST_MS) return;
  lastCounted = now;
  // After the event has done what the shopper meant (a link's navigation, a button's action).
  setTimeout(() => {
    interactions += 1;
    for (const listener of listeners) listener();
  }, 0);
}

/**
 * Starts counting the shopper's interactions (once; later calls do nothing). Not in the app's
 * entry: the promotion's chunk starts it as it arrives, and so does the cookie banner's, whose answer
 * on a first visit comes just before the promotion's turn (and is such an interaction).
 */
export function watchForFirstInteraction(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  for (const type of ENGAGING_EVENTS) window.addEventListener(type, onEngage, { capture: true, passive: true });
}

// From when the dialog's code arrives, whether or not it is on screen yet.
watchForFirstInteraction();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How many times the shopper has interacted with the page in this page life (0: not yet). The
 * promotion waits for one (README "One interruption at a time"): a dialog over the page the moment it
 * arrives, before the shopper has seen what they came for, is what search engines count against a
 * page reached from a search (an intrusive interstitial), and it made the offer's picture the page's
 * largest paint.
 */
export function useInteractions(): number {
  return useSyncExternalStore(subscribe, () => interactions, () => 0);
}
