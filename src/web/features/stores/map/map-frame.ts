import { css } from 'styled-system/css';

/**
 * The map's box, shared by the map, its loading skeleton and the "Map unavailable" panel, so the
 * locator's layout never jumps while the map loads or when it cannot. It fills its parent, and is
 * at least 15rem tall where the parent sets no height (the stacked mobile layout).
 */
export const mapFrame = css({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: '15rem',
  borderRadius: 'card',
  overflow: 'hidden',
});
