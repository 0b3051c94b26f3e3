import type { ReactNode } from 'react';
import type { Category } from '@/domain/categories';
import { StrokeIcon, type IconProps } from './icons';

/** One line-art glyph per form category (footer Shop column, home tiles, menus). */
const GLYPHS: Record<Category, ReactNode> = {
  flower: (
    <>
      <path d="M12 21v-7" />
      <path d="M12 14c-1.5-3-1.5-7 0-10.5 1.5 3.5 1.5 7.5 0 10.5z" />
      <path d="M12 14c-3-.5-5.8-2.7-7-6 3.2.3 5.8 2.6 7 6zM12 14c3-.5 5.8-2.7 7-6-3.2.3-5.8 2.6-7 6z" />
      <path d="M12 15.5c-2.2.8-4.6.6-6.5-.8 2.2-.9 4.6-.6 6.5.8zM12 15.5c2.2.8 4.6.6 6.5-.8-2.2-.9-4.6-.6-6.5.8z" />
    </>
  ),
  vapes: (
    <>
      <rect x="9.5" y="8" width="5" height="13" rx="1.5" />
      <path d="M10.5 8V5.5h3V8M11 3h2M12 12v4" />
    </>
  ),
  edibles: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 9.5h.01M14.5 8h.01M15.5 13.5h.01M9.5 15h.01M12 12h.01" />
    </>
  ),
  prerolls: (
    <>
      <path d="M4 17.5L17.5 4l2.5 2.5L6.5 20z" />
      <path d="M15 6.5l2.5 2.5M4 17.5l2.5 2.5" />
    </>
  ),
  concentrates: <path d="M12 3.5c3.5 4.5 6 7.8 6 10.8a6 6 0 0 1-12 0c0-3 2.5-6.3 6-10.8z" />,
  topicals: (
    <>
      <rect x="5" y="9" width="14" height="11" rx="2" />
      <path d="M6.5 9V6.5h11V9M9 14.5h6" />
    </>
  ),
  capsules: (
    <>
      <rect x="3" y="8.5" width="18" height="7" rx="3.5" transform="rotate(-40 12 12)" />
      <path d="M9.5 9.2l5 5.6" />
    </>
  ),
  tinctures: (
    <>
      <path d="M8 11h8v8.5a1.5 1.5 0 0 1-1.5 1.5h-5A1.5 1.5 0 0 1 8 19.5V11z" />
      <path d="M9.5 11V8.5h5V11M12 8.5V3.5M10.5 3.5h3" />
    </>
  ),
  oral_solutions: (
    <>
      <path d="M7 3.5h10l-1.5 17h-7L7 3.5z" />
      <path d="M7.6 9h8.8" />
    </>
  ),
  beverages: (
    <>
      <rect x="7" y="5" width="10" height="16" rx="2" />
      <path d="M9 3h6M7 9h10M7 17h10" />
    </>
  ),
  accessories: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3.5V9M12 15v5.5M3.5 12H9M15 12h5.5" />
    </>
  ),
  other: <path d="M12 4l2 5.5 5.5 2-5.5 2L12 19l-2-5.5-5.5-2 5.5-2L12 4z" />,
};

export function CategoryIcon({ category, ...props }: IconProps & { category: Category }) {
  return (
    <StrokeIcon strokeWidth={1.6} {...props}>
      {GLYPHS[category]}
    </StrokeIcon>
  );
}
