import { createIcon } from './shell-icons';

export {
  AlertIcon,
  CartIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  createIcon,
  InfoIcon,
  MapPinIcon,
  MenuIcon,
  SearchIcon,
  StrokeIcon,
  UserIcon,
  type IconProps,
} from './shell-icons';

export const ChevronUpIcon = /* @__PURE__ */ createIcon(<path d="M6 15l6-6 6 6" />, 'ChevronUpIcon');
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(<path d="M15 6l-6 6 6 6" />, 'ChevronLeftIcon');
export const ChevronRightIcon = /* @__PURE__ */ createIcon(<path d="M9 6l6 6-6 6" />, 'ChevronRightIcon');
export const ArrowUpIcon = /* @__PURE__ */ createIcon(<path d="M12 19V5M5 12l7-7 7 7" />, 'ArrowUpIcon');
export const ArrowRightIcon = /* @__PURE__ */ createIcon(<path d="M5 12h14M12 5l7 7-7 7" />, 'ArrowRightIcon');
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
export const CashIcon = /* @__PURE__ */ createIcon(<><rect x="2.5" y="6" width="19" height="12" rx="2" /><circle cx="12" cy="12" r="2.5" /><path d="M6 9.5v5M18 9.5v5" /></>, 'CashIcon');
export const DirectionsIcon = /* @__PURE__ */ createIcon(<><path d="M12 2.8l9.2 9.2-9.2 9.2L2.8 12z" /><path d="M9.5 14v-2.5a1 1 0 0 1 1-1h4M13 8.5l2 2-2 2" /></>, 'DirectionsIcon');
export const GiftIcon = /* @__PURE__ */ createIcon(<><rect x="3.5" y="8.5" width="17" height="4" rx="1" /><path d="M5 12.5V20h14v-7.5M12 8.5V20M12 8.5S10.5 4 8 4.5 7 8.5 12 8.5zM12 8.5s1.5-4.5 4-4 1 4-4 4z" /></>, 'GiftIcon');
export const HeartIcon = /* @__PURE__ */ createIcon(<path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />, 'HeartIcon');
export const IdCardIcon = /* @__PURE__ */ createIcon(<><rect x="3" y="5.5" width="18" height="13" rx="2" /><circle cx="8.5" cy="11" r="2" /><path d="M5.5 16a3 3 0 0 1 6 0M14 10h4M14 13.5h3" /></>, 'IdCardIcon');
export const LeafIcon = /* @__PURE__ */ createIcon(<><path d="M5 19C5 10 10 5 19.5 4.5 19 14 14 19 5 19z" /><path d="M5 19l8-8" /></>, 'LeafIcon');
export const LinkedinIcon = /* @__PURE__ */ createIcon(<><rect x="3.5" y="3.5" width="17" height="17" rx="2.5" /><path d="M8 10.5V16M8 7.5v.01M12 16v-5.5M12 13a2.5 2.5 0 0 1 5 0v3" /></>, 'LinkedinIcon');
export const MailIcon = /* @__PURE__ */ createIcon(<><rect x="3.5" y="5.5" width="17" height="13" rx="2" /><path d="M4 7l8 6 8-6" /></>, 'MailIcon');
export const PhoneIcon = /* @__PURE__ */ createIcon(<path d="M5 4h3.5l1.5 4.5-2.2 1.3a11 11 0 0 0 6.4 6.4l1.3-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />, 'PhoneIcon');
export const TruckIcon = /* @__PURE__ */ createIcon(<><path d="M3 6.5h11v9H3zM14 9.5h3.5l3 3.2v2.8H14" /><circle cx="7" cy="17.5" r="1.8" /><circle cx="17" cy="17.5" r="1.8" /></>, 'TruckIcon');
export const XIcon = /* @__PURE__ */ createIcon(<path d="M5 4l14 16M19 4L5 20" />, 'XIcon');
