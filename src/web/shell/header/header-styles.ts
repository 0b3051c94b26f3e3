import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE, HEADER_HEIGHT_SIMPLE } from '@/domain/constants';

/** The header heights of part 1 §9 as CSS variables the bar's min-heights read. */
export const headerHeights = {
  '--apo-header-desktop': `${HEADER_HEIGHT_DESKTOP}px`,
  '--apo-header-mobile': `${HEADER_HEIGHT_MOBILE}px`,
  '--apo-header-simple': `${HEADER_HEIGHT_SIMPLE}px`,
} as CSSProperties;

/** The sticky bar every header variant sits in (shopper, simple page, staff). */
export const headerBar = css({
  position: 'sticky',
  top: '0',
  zIndex: 30,
  bg: 'canvas',
  borderBottom: '1px solid token(colors.line)',
  display: 'flex',
  flexDirection: 'column',
  minH: { base: 'var(--apo-header-mobile)', burger: 'var(--apo-header-desktop)' },
  '&[data-simple]': { minH: 'var(--apo-header-simple)' },
});

export const headerRow = css({ display: 'flex', alignItems: 'center', gap: { base: '1', burger: '4' }, flex: '1', px: { base: '2', tablet: '4', md: '8' }, maxW: '1440px', width: 'full', mx: 'auto' });
