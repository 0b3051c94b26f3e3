import { MAX_LINE_QUANTITY, SPECIAL_MAX_CENTS } from './constants';
import { formatCents } from './money';
import { windowsOverlap } from './special-schedule';

/**
 * What makes a special one the menu and the cart can apply (part 1 §3 Special, §5; DECISIONS.md
 * "Specials"; README "Specials in the console"). The console explains these and the server refuses
 * a special that breaks one with a 400 naming the field, so both read this one list.
 */

export const SPECIAL_RULE_MESSAGES = {
  cartType: 'A cart-level special takes a percent or a dollar amount off the cart.',
  bundleLevel: 'A bundle is an inventory-level special.',
  percent: 'Use a percent from 1 to 100.',
  amount: `Use an amount from $0.01 to ${formatCents(SPECIAL_MAX_CENTS)}.`,
  fixedPrice: `Use a price from $0.00 to ${formatCents(SPECIAL_MAX_CENTS)}.`,
  bundlePrice: `Use a bundle price from $0.01 to ${formatCents(SPECIAL_MAX_CENTS)}.`,
  bundleTargets: 'A bundle needs at least one target item.',
  targetQuantity: `Each target needs a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
  duplicateTarget: 'Each item can be a target only once.',
  noItems: 'Choose at least one item, or a brand or category that has items at this store.',
  endBeforeStart: 'The end must be after the start.',
  usageTypes: 'Choose at least one usage type.',
  promoOnCart: 'Promo codes work on cart-level specials only.',
  duplicateCodeInList: 'Each promo code can be listed only once.',
  promoInUse: (code: string, title: string) => `Promo code ${code} is already used by "${title}" while this special runs.`,
} as const;

export type SpecialDiscountType = 'percent' | 'dollar' | 'price' | 'bundle';
export type SpecialDiscountLevel = 'inventory' | 'cart';

/** A special as saved, with its times as instants and its items resolved (special_items). */
export interface SpecialDraft {
  discount_level: SpecialDiscountLevel;
  discount_type: SpecialDiscountType;
  discount_percent: number | null;
  discount_dollar_cents: number | null;
  bundle_price_cents: number | null;
  usage_types: readonly string[];
  promo_codes: readonly string[];
  startsAt: Date | null;
  endsAt: Date | null;
  /** How many of the store's items the special discounts (inventory-level percent, dollar, price). */
  itemCount: number;
  targets: readonly { inventory_id: number; quantity_required: number }[];
}

/** Another special of the same store that has not ended (live, scheduled or paused). */
export interface OtherSpecial {
  title: string;
  promo_codes: readonly string[];
  startsAt: Date | null;
  endsAt: Date | null;
}

export type SpecialFieldErrors = Partial<Record<string, string[]>>;

/** Promo codes compare without case or surrounding spaces, as the cart matches them (cart-specials.ts). */
export const promoCodeKey = (code: string) => code.trim().toLowerCase();

const inRange = (value: number | null, min: number, max: number) => value !== null && Number.isFinite(value) && value >= min && value <= max;

/** The kind's own figure: a percent, dollars off, a fixed price or a bundle price. */
function discountErrors(draft: SpecialDraft, add: (field: string, message: string) => void) {
  if (draft.discount_level === 'cart' && draft.discount_type !== 'percent' && draft.discount_type !== 'dollar') add('discount_type', SPECIAL_RULE_MESSAGES.cartType);
  if (draft.discount_type === 'bundle' && draft.discount_level !== 'inventory') add('discount_level', SPECIAL_RULE_MESSAGES.bundleLevel);
  switch (draft.discount_type) {
    case 'percent':
      if (!inRange(draft.discount_percent, 1, 100)) add('discount_percent', SPECIAL_RULE_MESSAGES.percent);
      break;
    case 'dollar':
      if (!inRange(draft.discount_dollar_cents, 1, SPECIAL_MAX_CENTS)) add('discount_dollar_cents', SPECIAL_RULE_MESSAGES.amount);
      break;
    case 'price':
      if (!inRange(draft.discount_dollar_cents, 0, SPECIAL_MAX_CENTS)) add('discount_dollar_cents', SPECIAL_RULE_MESSAGES.fixedPrice);
      break;
    case 'bundle':
      if (!inRange(draft.bundle_price_cents, 1, SPECIAL_MAX_CENTS)) add('bundle_price_cents', SPECIAL_RULE_MESSAGES.bundlePrice);
      break;
  }
}

/** What it applies to: items for an item special, every target (each once) for a bundle. */
function reachErrors(draft: SpecialDraft, add: (field: string, message: string) => void) {
  if (draft.discount_type === 'bundle') {
    if (!draft.targets.length) add('targets', SPECIAL_RULE_MESSAGES.bundleTargets);
    draft.targets.forEach((target, index) => {
      if (!inRange(target.quantity_required, 1, MAX_LINE_QUANTITY)) add(`targets.${index}.quantity_required`, SPECIAL_RULE_MESSAGES.targetQuantity);
    });
    if (new Set(draft.targets.map((target) => target.inventory_id)).size !== draft.targets.length) add('targets', SPECIAL_RULE_MESSAGES.duplicateTarget);
  } else if (draft.discount_level === 'inventory' && draft.itemCount < 1) {
    add('items', SPECIAL_RULE_MESSAGES.noItems);
  }
}

/**
 * Promo codes: cart-level only (the cart applies codes to cart-level specials), each once, and none
 * that another special of the store still running or to come uses while this one runs: the cart
 * could not tell which of the two a shopper meant.
 */
function promoErrors(draft: SpecialDraft, others: readonly OtherSpecial[], add: (field: string, message: string) => void) {
  if (!draft.promo_codes.length) return;
  if (draft.discount_level !== 'cart') add('promo_codes', SPECIAL_RULE_MESSAGES.promoOnCart);
  const keys = draft.promo_codes.map(promoCodeKey);
  if (new Set(keys).size !== keys.length) add('promo_codes', SPECIAL_RULE_MESSAGES.duplicateCodeInList);
  for (const other of others) {
    if (!windowsOverlap(draft, other)) continue;
    const clash = draft.promo_codes.find((code) => other.promo_codes.some((taken) => promoCodeKey(taken) === promoCodeKey(code)));
    if (clash) add('promo_codes', SPECIAL_RULE_MESSAGES.promoInUse(clash.trim(), other.title));
  }
}

/**
 * Every rule the draft breaks, by the field an operator fixes (empty when it may be saved). Specials
 * may otherwise overlap: an item under two specials gets the lower price and a cart the best
 * automatic cart special (cart-pricing.ts), so overlap is refused only for a shared promo code.
 */
export function specialDraftErrors(draft: SpecialDraft, others: readonly OtherSpecial[] = []): SpecialFieldErrors {
  const errors: SpecialFieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  discountErrors(draft, add);
  reachErrors(draft, add);
  if (!draft.usage_types.length) add('usage_types', SPECIAL_RULE_MESSAGES.usageTypes);
  if (draft.startsAt && draft.endsAt && draft.endsAt.getTime() <= draft.startsAt.getTime()) add('ends_at', SPECIAL_RULE_MESSAGES.endBeforeStart);
  promoErrors(draft, others, add);
  return errors;
}
