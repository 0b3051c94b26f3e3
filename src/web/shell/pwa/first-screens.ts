/**
 * A kept page holds this many screens of the page from its top (README "A repeat visit shows the last
 * page at once").
 */
export const KEPT_SCREENS = 2;

const PINNED = new Set(['fixed', 'sticky']);

function keep(original: Element, copy: Element, limit: number, pinned: boolean): void {
  const copies = Array.from(copy.children);
  Array.from(original.children).forEach((child, index) => {
    const twin = copies[index];
    if (!twin) return;
    const style = getComputedStyle(child);
    // No box at all (the desktop menu on a phone). Not SVG parts: others may reference them.
    if (child instanceof HTMLElement && style.display === 'none') return twin.remove();
    // A pinned header or bar, and all in it, is on screen wherever the page was scrolled to.
    const onScreenAlways = pinned || PINNED.has(style.position);
    if (!onScreenAlways && child.getBoundingClientRect().top + window.scrollY > limit) return twin.remove();
    keep(child, twin, limit, onScreenAlways);
  });
}

/**
 * Leaves out of `copy` (a deep clone of `original`, not yet changed) every element that starts more
 * than `limit` pixels from the top of the page, and every one not rendered at all: parsing, styling
 * and laying them out held back the kept page's first paint, or split it in two, and the app has
 * replaced the kept page before anyone scrolls there.
 */
export function keepFirstScreens(original: Element, copy: Element, limit: number): void {
  keep(original, copy, limit, false);
}
