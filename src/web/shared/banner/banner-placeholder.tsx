import { css } from 'styled-system/css';

/**
 * The banner's height (part 1 §2 banner carousel): the strip is at least this tall, and this empty
 * strip holds its place while the banner's code and messages load, so the page below does not jump
 * when the first message arrives. It collapses only when the store has no messages.
 */
export const BANNER_MIN_HEIGHT = '16';

export function BannerPlaceholder() {
  return <div aria-hidden data-testid="banner-placeholder" className={css({ minH: BANNER_MIN_HEIGHT, bg: 'brand' })} />;
}
