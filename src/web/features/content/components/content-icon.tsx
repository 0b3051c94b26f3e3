import type { ComponentType } from 'react';
import {
  BookIcon,
  CartIcon,
  CheckCircleIcon,
  ClockIcon,
  InfoIcon,
  MapPinIcon,
  SparkleIcon,
  StoreIcon,
  StrokeIcon,
  TagIcon,
  UserIcon,
  type IconProps,
} from '@/web/ui/icons';

const IdCardIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16a3 3 0 0 1 6 0M14 10h4M14 14h3" />
  </StrokeIcon>
);
const CashIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </StrokeIcon>
);
const GiftIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
    <path d="M5 12.5V20h14v-7.5M12 8.5V20M12 8.5S10.5 4 8 4.5 7 8.5 12 8.5zM12 8.5s1.5-4.5 4-4 1 4-4 4z" />
  </StrokeIcon>
);
const LeafIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19l7-7" />
  </StrokeIcon>
);
const HeartIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
  </StrokeIcon>
);
const TruckIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7" />
    <circle cx="6.5" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </StrokeIcon>
);
const PhoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M11 18.5h2" />
  </StrokeIcon>
);

/** Icon names content may use (an icon item's `icon`); unknown names fall back to the sparkle. */
const ICONS: Record<string, ComponentType<IconProps>> = {
  book: BookIcon,
  learn: BookIcon,
  cart: CartIcon,
  order: CartIcon,
  check: CheckCircleIcon,
  clock: ClockIcon,
  time: ClockIcon,
  info: InfoIcon,
  map: MapPinIcon,
  'map-pin': MapPinIcon,
  location: MapPinIcon,
  sparkle: SparkleIcon,
  star: SparkleIcon,
  store: StoreIcon,
  tag: TagIcon,
  deal: TagIcon,
  user: UserIcon,
  account: UserIcon,
  id: IdCardIcon,
  'id-card': IdCardIcon,
  card: IdCardIcon,
  cash: CashIcon,
  money: CashIcon,
  gift: GiftIcon,
  reward: GiftIcon,
  rewards: GiftIcon,
  leaf: LeafIcon,
  flower: LeafIcon,
  heart: HeartIcon,
  truck: TruckIcon,
  delivery: TruckIcon,
  phone: PhoneIcon,
  mobile: PhoneIcon,
};

/** A named icon from content; decorative (the item's title says what it means). */
export function ContentIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = ICONS[name.toLowerCase()] ?? SparkleIcon;
  return <Icon {...props} />;
}
