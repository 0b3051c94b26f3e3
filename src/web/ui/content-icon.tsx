import type { ComponentType } from 'react';
import {
  BookIcon,
  CartIcon,
  CashIcon,
  CheckCircleIcon,
  ClockIcon,
  GiftIcon,
  HeartIcon,
  IdCardIcon,
  InfoIcon,
  LeafIcon,
  MapPinIcon,
  PhoneIcon,
  SparkleIcon,
  StoreIcon,
  TagIcon,
  TruckIcon,
  UserIcon,
  type IconProps,
} from './icons';

/** Icon names content may use (an icon item's `icon`, a how-it-works card's). */
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

/**
 * A named icon from content; decorative (the item's title says what it means). An unknown name
 * shows `fallback`, the sparkle unless the place says otherwise.
 */
export function ContentIcon({ name, fallback = SparkleIcon, ...props }: IconProps & { name: string; fallback?: ComponentType<IconProps> }) {
  const Icon = ICONS[name.toLowerCase()] ?? fallback;
  return <Icon {...props} />;
}
