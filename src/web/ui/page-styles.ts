import { css, cva } from 'styled-system/css';

/** Layout, type and list styles every content page shares (account, cart, orders, contact, staff). */

/**
 * A page's column, mobile first: centred, padded, its blocks stacked. `narrow` for one column of
 * forms (account, contact), `wide` for lists and details (orders, staff), `split` for content with a
 * summary column beside it (the cart).
 */
export const pageShell = cva({
  base: {
    mx: 'auto',
    px: { base: '4', sm: '6' },
    pt: { base: '5', sm: '8' },
    pb: '14',
    display: 'flex',
    flexDirection: 'column',
    gap: { base: '5', sm: '6' },
  },
  variants: {
    width: {
      narrow: { maxW: '720px', gap: { base: '6', sm: '8' } },
      wide: { maxW: '1040px' },
      split: { maxW: '1120px' },
    },
  },
});

/** The page title, sized like the other pages' titles (Find a Dispensary, a store page). */
export const pageTitle = css({
  fontSize: { base: '2xl', sm: '4xl' },
  fontWeight: 'black',
  letterSpacing: 'tight',
  lineHeight: '1.15',
  outline: 'none',
});

export const sectionTitle = css({ fontSize: { base: 'lg', sm: 'xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' });

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

export const muted = css({ color: 'muted', fontSize: 'sm' });

export const listReset = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' });

/** A message under a control that is not a TextField (a dropdown, a group). */
export const fieldError = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' });
