/*
 * The icons the app shell draws before any page loads (header, toasts, maintenance page), and those of
 * the product list (its search box, filter checkboxes, chips and sort), with the frame they share. Kept apart from icons.tsx
 * so other pages' icons stay out of the entry chunk, and the product list page loads no icon set.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/** The 24px stroke frame every icon of ours is drawn in. Decorative unless given an aria-label. */
export function StrokeIcon({ size = '1em', children, ...props }: IconProps & { children: ReactNode }) {
  const labelled = Boolean(props['aria-label']);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** 24px stroke icons drawn for Apotheca. Decorative by default; pass aria-label (and role="img") to name one. */
export function createIcon(paths: ReactNode, name: string) {
  function Icon(props: IconProps) {
    return <StrokeIcon {...props}>{paths}</StrokeIcon>;
  }
  Icon.displayName = name;
  return Icon;
}

export const MenuIcon = /* @__PURE__ */ createIcon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
export const ChevronDownIcon = /* @__PURE__ */ createIcon(<path d="M6 9l6 6 6-6" />, 'ChevronDownIcon');
export const CartIcon = /* @__PURE__ */ createIcon(
  <><path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" /><circle cx="10" cy="20" r="1.2" /><circle cx="17" cy="20" r="1.2" /></>,
  'CartIcon',
);
export const UserIcon = /* @__PURE__ */ createIcon(<><circle cx="12" cy="8" r="4" /><path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" /></>, 'UserIcon');
export const MapPinIcon = /* @__PURE__ */ createIcon(
  <><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></>,
  'MapPinIcon',
);
export const AlertIcon = /* @__PURE__ */ createIcon(
  <><path d="M12 3.5L2.5 20h19L12 3.5z" /><path d="M12 10v4.5M12 17.5h.01" /></>,
  'AlertIcon',
);
export const CheckCircleIcon = /* @__PURE__ */ createIcon(<><circle cx="12" cy="12" r="9" /><path d="M8 12.5l2.8 2.8L16 10" /></>, 'CheckCircleIcon');
export const CloseIcon = /* @__PURE__ */ createIcon(<path d="M6 6l12 12M18 6L6 18" />, 'CloseIcon');
export const CheckIcon = /* @__PURE__ */ createIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />, 'CheckIcon');
export const SearchIcon = /* @__PURE__ */ createIcon(<><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></>, 'SearchIcon');
export const InfoIcon = /* @__PURE__ */ createIcon(<><circle cx="12" cy="12" r="9" /><path d="M12 11v5M12 8h.01" /></>, 'InfoIcon');
