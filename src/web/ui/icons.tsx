import { createIcon } from './shell-icons';

export {
  AlertIcon,
  CartIcon,
  CheckCircleIcon,
  ChevronDownIcon,
  CloseIcon,
  createIcon,
  InfoIcon,
  MapPinIcon,
  MenuIcon,
  StrokeIcon,
  UserIcon,
  type IconProps,
} from './shell-icons';

export const ChevronUpIcon = /* @__PURE__ */ createIcon(<path d="M6 15l6-6 6 6" />, 'ChevronUpIcon');
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(<path d="M15 6l-6 6 6 6" />, 'ChevronLeftIcon');
export const ChevronRightIcon = /* @__PURE__ */ createIcon(<path d="M9 6l6 6-6 6" />, 'ChevronRightIcon');
export const ArrowUpIcon = /* @__PURE__ */ createIcon(<path d="M12 19V5M5 12l7-7 7 7" />, 'ArrowUpIcon');
export const ArrowRightIcon = /* @__PURE__ */ createIcon(<path d="M5 12h14M12 5l7 7-7 7" />, 'ArrowRightIcon');
export const CheckIcon = /* @__PURE__ */ createIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />, 'CheckIcon');
export const SearchIcon = /* @__PURE__ */ createIcon(<><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></>, 'SearchIcon');
export const StoreIcon = /* @__PURE__ */ createIcon(
  <><path d="M4 10v10h16V10M3 10l2-6h14l2 6M3 10a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" /><path d="M10 20v-5h4v5" /></>,
  'StoreIcon',
);
export const ClockIcon = /* @__PURE__ */ createIcon(<><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></>, 'ClockIcon');
export const AccessibilityIcon = /* @__PURE__ */ createIcon(
  <><circle cx="12" cy="4.5" r="1.8" /><path d="M5 8.5l7 1.5 7-1.5M12 10v4.5M12 14.5L8.5 21M12 14.5l3.5 6.5" /></>,
  'AccessibilityIcon',
);
export const CookieIcon = /* @__PURE__ */ createIcon(
  <><path d="M20.5 12.5A8.5 8.5 0 1 1 11.5 3.5a3 3 0 0 0 4 3.5 3 3 0 0 0 5 5.5z" /><path d="M8.5 9.5h.01M9 15h.01M13.5 13h.01M15 17h.01" /></>,
  'CookieIcon',
);
export const InstagramIcon = /* @__PURE__ */ createIcon(
  <><rect x="3.5" y="3.5" width="17" height="17" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.2 6.8h.01" /></>,
  'InstagramIcon',
);
export const FacebookIcon = /* @__PURE__ */ createIcon(<path d="M14.5 21v-7.5h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.6 1.6-1.6h1.7V4A22 22 0 0 0 15.3 3.9c-2.4 0-4 1.5-4 4.1v2.3H8.6v3.2h2.7V21" />, 'FacebookIcon');
export const YoutubeIcon = /* @__PURE__ */ createIcon(
  <><rect x="2.5" y="5.5" width="19" height="13" rx="4" /><path d="M10.5 9.5v5l4.5-2.5-4.5-2.5z" /></>,
  'YoutubeIcon',
);
export const SparkleIcon = /* @__PURE__ */ createIcon(
  <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16z" />,
  'SparkleIcon',
);
export const TagIcon = /* @__PURE__ */ createIcon(
  <><path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8a1 1 0 0 1 0 1.4l-7.6 7.6a1 1 0 0 1-1.4 0l-8-8z" /><circle cx="8" cy="8" r="1.5" /></>,
  'TagIcon',
);
export const BookIcon = /* @__PURE__ */ createIcon(
  <><path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15z" /><path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" /></>,
  'BookIcon',
);
