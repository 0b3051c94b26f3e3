import { css } from 'styled-system/css';

/** The header menu is one of shop, deals, learn or none; clicking the open menu closes it (part 1 §4). */
export type HeaderMenu = 'shop' | 'deals' | 'learn' | null;

export const navItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  height: '10',
  px: '3',
  borderRadius: 'md',
  fontWeight: 'semibold',
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'brand.soft' },
  _expanded: { bg: 'brand.soft', color: 'brand' },
  '&[aria-current=page]': { color: 'brand', boxShadow: 'inset 0 -3px 0 token(colors.brand)' },
  '& svg': { transition: 'transform 150ms' },
  '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
});
