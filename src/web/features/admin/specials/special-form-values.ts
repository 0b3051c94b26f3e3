import * as z from 'zod/mini';
import { specialInputSchema, type AdminSpecial, type SpecialInput, type SpecialItemRef } from '@/api/admin-specials';
import type { Category } from '@/domain/categories';
import { dollarsText, parseDollars } from '@/domain/dollars-input';
import { specialDraftErrors } from '@/domain/special-rules';
import { instantFromStoreTime } from '@/domain/special-schedule';
import type { UsageType } from '@/domain/usage-type';
import { issueErrors } from '../components/field-errors';

/**
 * The special form's values as typed (README "Specials in the console") and their way to the API's
 * body: the same schema and the same domain rules the server applies, so the form explains a refusal
 * before it is sent and shows the server's own messages beside the same fields when it is.
 */

/** What an operator makes: an item discount, a bundle, or a discount on the cart (automatic or by promo code). */
export type SpecialKind = 'item' | 'bundle' | 'cart';
export type AmountType = 'percent' | 'dollar' | 'price';

export interface SpecialFormValues {
  title: string;
  caption: string;
  slug: string;
  imageUrl: string;
  kind: SpecialKind;
  amountType: AmountType;
  /** The percent, or dollars as typed. */
  amount: string;
  bundlePrice: string;
  usageTypes: UsageType[];
  /** Comma- or space-separated. */
  promoCodes: string;
  singleUse: boolean;
  audienceKeys: string;
  /** 'YYYY-MM-DDTHH:mm' in the store's time zone, or '' for open. */
  startsAt: string;
  endsAt: string;
  items: SpecialItemRef[];
  brands: string[];
  categories: Category[];
  targets: (SpecialItemRef & { quantity: string })[];
}

export const emptySpecialValues = (usageTypes: readonly UsageType[]): SpecialFormValues => ({
  title: '',
  caption: '',
  slug: '',
  imageUrl: '',
  kind: 'item',
  amountType: 'percent',
  amount: '',
  bundlePrice: '',
  usageTypes: [...usageTypes],
  promoCodes: '',
  singleUse: true,
  audienceKeys: '',
  startsAt: '',
  endsAt: '',
  items: [],
  brands: [],
  categories: [],
  targets: [],
});

/** A saved special as the form edits it. */
export function specialValues(special: AdminSpecial): SpecialFormValues {
  const kind: SpecialKind = special.discount_type === 'bundle' ? 'bundle' : special.discount_level === 'cart' ? 'cart' : 'item';
  const amountType: AmountType = special.discount_type === 'bundle' ? 'percent' : special.discount_type;
  return {
    title: special.title,
    caption: special.caption,
    slug: special.slug ?? '',
    imageUrl: special.image_url ?? '',
    kind,
    amountType,
    amount: amountType === 'percent' ? (special.discount_percent?.toString() ?? '') : dollarsText(special.discount_dollar_cents),
    bundlePrice: dollarsText(special.bundle_price_cents),
    usageTypes: special.usage_types,
    promoCodes: special.promo_codes.join(', '),
    singleUse: special.single_use,
    audienceKeys: special.audience_keys.join(', '),
    startsAt: special.starts_local ?? '',
    endsAt: special.ends_local ?? '',
    items: special.items,
    brands: [],
    categories: [],
    targets: special.targets.map((target) => ({ ...target, quantity: String(target.quantity_required) })),
  };
}

/** The kind chosen; a fixed price is an item discount's only, so a cart or bundle falls back to percent off. */
export function kindChange(values: SpecialFormValues, kind: SpecialKind): Partial<SpecialFormValues> {
  return { kind, ...(kind !== 'item' && values.amountType === 'price' ? { amountType: 'percent' as const } : {}) };
}

/** The error key of a bundle target's quantity, as the schema and the rules name it ('targets.0.quantity_required'). */
export const targetQuantityField = (index: number) => `targets.${index}.quantity_required`;
const TARGET_QUANTITY_FIELD = /^targets\.\d+\.quantity_required$/;

/** The form's key for an error's path: its top-level field, but a target's quantity keeps its own, shown beside that quantity. */
export function errorField(path: string): string {
  return TARGET_QUANTITY_FIELD.test(path) ? path : (path.split('.')[0] ?? '');
}

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);
/** A box that is not a number is left empty, so the rule's own message ('Use a percent from 1 to 100.') says what to type. */
const numberOf = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
const centsOf = (text: string) => {
  const cents = parseDollars(text);
  return cents === null || Number.isNaN(cents) ? null : cents;
};

/** The API's body for these values. */
export function specialInputOf(values: SpecialFormValues): SpecialInput {
  const cart = values.kind === 'cart';
  const bundle = values.kind === 'bundle';
  const type = bundle ? 'bundle' : cart && values.amountType === 'price' ? 'dollar' : values.amountType;
  return {
    title: values.title,
    caption: values.caption,
    slug: values.slug.trim() || null,
    image_url: values.imageUrl.trim() || null,
    discount_level: cart ? 'cart' : 'inventory',
    discount_type: type,
    discount_percent: type === 'percent' ? numberOf(values.amount) : null,
    discount_dollar_cents: type === 'dollar' || type === 'price' ? centsOf(values.amount) : null,
    bundle_price_cents: bundle ? centsOf(values.bundlePrice) : null,
    usage_types: values.usageTypes,
    promo_codes: cart ? words(values.promoCodes) : [],
    single_use: values.singleUse,
    audience_keys: words(values.audienceKeys.toLowerCase()),
    starts_at: values.startsAt || null,
    ends_at: values.endsAt || null,
    items: bundle || cart ? { inventory_ids: [], brands: [], categories: [] } : { inventory_ids: values.items.map((item) => item.id), brands: values.brands, categories: values.categories },
    targets: bundle ? values.targets.map((target) => ({ inventory_id: target.id, quantity_required: numberOf(target.quantity) ?? 0 })) : [],
  };
}

/** Errors by the body's top-level field (the first message of each). */
export type SpecialErrors = Record<string, string>;

/**
 * The errors the server would answer that the form can see itself: the schema's, then the domain's
 * rules (src/domain/special-rules.ts). Rules that need the store (a promo code in use, the items a
 * brand or category reaches) are left to the server, whose answer lands beside the same fields.
 */
export function specialFormErrors(input: SpecialInput, timezone: string): SpecialErrors {
  const shape = z.safeParse(specialInputSchema, input);
  const errors: SpecialErrors = shape.success ? {} : issueErrors(shape.error.issues, errorField);
  const at = (local: string | null) => (local ? (instantFromStoreTime(local, timezone) ?? null) : null);
  const reachesByRule = input.items.brands.length > 0 || input.items.categories.length > 0;
  const rules = specialDraftErrors({ ...input, startsAt: at(input.starts_at), endsAt: at(input.ends_at), itemCount: input.items.inventory_ids.length + (reachesByRule ? 1 : 0) });
  for (const [field, messages] of Object.entries(rules)) if (messages?.[0]) errors[field] ??= messages[0];
  return errors;
}
