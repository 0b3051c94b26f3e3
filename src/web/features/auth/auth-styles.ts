import { css } from 'styled-system/css';

/** Shared looks of the sign-in forms. */
export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const formActions = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2' });
export const linkRow = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '3', fontSize: 'sm' });
export const textLink = css({
  color: 'brand',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { textDecorationThickness: '2px' },
});
/** A link standing on its own line (not inside a sentence): a 44px tall tap target. */
export const standaloneLink = css({ display: 'inline-flex', alignItems: 'center', minH: '11' });
export const mutedText = css({ color: 'muted', fontSize: 'sm', lineHeight: 'relaxed' });
