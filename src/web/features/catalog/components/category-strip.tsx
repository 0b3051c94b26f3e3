import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '@/domain/constants';
import { categoryLabel, categorySlug, type Category } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';

interface CategoryStripProps {
  categories: readonly Category[];
  current?: Category;
  state: string | undefined;
  usageType: UsageType;
}

/** The strip sticks just below the shell's sticky header (part 1 §9 heights), under its menus. */
const offsets = {
  '--strip-top-mobile': `${HEADER_HEIGHT_MOBILE}px`,
  '--strip-top-desktop': `${HEADER_HEIGHT_DESKTOP}px`,
} as CSSProperties;

const strip = css({
  position: 'sticky',
  top: { base: 'var(--strip-top-mobile)', burger: 'var(--strip-top-desktop)' },
  zIndex: 20,
  bg: 'canvas',
  borderBottom: '1px solid {colors.line}',
});

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '4',
  borderRadius: 'pill',
  border: '1px solid {colors.line}',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  fontSize: 'sm',
  fontWeight: 'medium',
  _hover: { borderColor: 'brand' },
  '&[aria-current=page]': { bg: 'brand', color: 'brand.contrast', borderColor: 'brand' },
});

/** Sticky strip of the store's categories, each linking to its list (part 1 §2). */
export function CategoryStrip({ categories, current, state, usageType }: CategoryStripProps) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Product categories" className={strip} style={offsets}>
      <ul
        className={css({
          display: 'flex',
          gap: '2',
          overflowX: 'auto',
          px: { base: '4', sm: '6' },
          py: '2',
          maxW: '1400px',
          mx: 'auto',
          listStyle: 'none',
          scrollbarWidth: 'thin',
        })}
      >
        {categories.map((category) => (
          <li key={category}>
            <Link
              to="/products/$category"
              params={{ category: categorySlug(category, state, usageType) }}
              className={pill}
              aria-current={category === current ? 'page' : undefined}
            >
              {categoryLabel(category, state, usageType)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
