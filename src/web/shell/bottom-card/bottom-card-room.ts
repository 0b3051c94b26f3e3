import { useLayoutEffect, type RefObject } from 'react';

/**
 * The room a card fixed at the bottom of the screen takes while it shows (the cookie banner, the
 * install card: one at a time, interruptions/interruption-order.ts), on the root. The app shell leaves
 * that much below the page, and a page's own bottom bar (the product's Add to Cart on a phone) rides
 * above it, so no card ever sits over the page's last action.
 */
export const BOTTOM_CARD_ROOM_VAR = '--apo-bottom-card-room';

/** Keeps BOTTOM_CARD_ROOM_VAR at the card's height plus its gap to the screen's bottom edge while `shown`. */
export function useBottomCardRoom(card: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = card.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const { top, height } = element.getBoundingClientRect();
      // From the card's top edge to the screen's bottom (a card floating above it leaves its gap too).
      const room = Math.max(height, window.innerHeight - top);
      root.style.setProperty(BOTTOM_CARD_ROOM_VAR, `${Math.ceil(room)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_CARD_ROOM_VAR);
    };
  }, [card, shown]);
}
