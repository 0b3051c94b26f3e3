import { css } from 'styled-system/css';

/** Type and list styles every content page shares (account, cart, orders, contact). */

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
