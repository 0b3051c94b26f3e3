import { and, eq, gt, isNull, ne, or, type SQL } from 'drizzle-orm';
import { ADMIN_SPECIAL_MESSAGES, type SpecialInput } from '@/api/admin-specials';
import { specialDraftErrors, type SpecialDraft, type SpecialFieldErrors } from '@/domain/special-rules';
import { instantFromStoreTime } from '@/domain/special-schedule';
import type { Database } from '@/server/db/client';
import { specials } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import type { SpecialRow, SpecialStore } from './special-access';
import { resolveSpecialItems } from './special-items';

type Db = Pick<Database, 'select' | 'selectDistinct'>;

/** A special ready to write: its columns, the items it discounts and its bundle targets. */
export interface CheckedSpecial {
  columns: Omit<typeof specials.$inferInsert, 'id' | 'storeId' | 'pausedAt'>;
  itemIds: number[];
  targets: { inventoryId: number; quantityRequired: number }[];
}

const kebab = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 70) || 'special';

/** The figure each kind keeps; the others are cleared, so a saved special never carries a stale one. */
function discountColumns(input: SpecialInput) {
  return {
    discountPercent: input.discount_type === 'percent' ? input.discount_percent : null,
    discountDollarCents: input.discount_type === 'dollar' || input.discount_type === 'price' ? input.discount_dollar_cents : null,
    bundlePriceCents: input.discount_type === 'bundle' ? input.bundle_price_cents : null,
  };
}

/** The store's specials other than `exceptId` that have not ended: the promo-code rule compares against them. */
async function otherRunning(db: Db, storeId: number, exceptId: number | undefined, now: Date) {
  const filters: SQL[] = [eq(specials.storeId, storeId), or(isNull(specials.endsAt), gt(specials.endsAt, now))!];
  if (exceptId !== undefined) filters.push(ne(specials.id, exceptId));
  return db.select({ id: specials.id, slug: specials.slug, title: specials.title, promo_codes: specials.promoCodes, startsAt: specials.startsAt, endsAt: specials.endsAt }).from(specials).where(and(...filters));
}

/** A free link name: the one asked for (400 when taken), or one made from the title with a number added until free. */
async function freeSlug(db: Db, storeId: number, input: SpecialInput, current: SpecialRow | undefined): Promise<string> {
  const taken = new Set((await db.select({ id: specials.id, slug: specials.slug }).from(specials).where(eq(specials.storeId, storeId))).filter((row) => row.id !== current?.id).map((row) => row.slug));
  if (input.slug) {
    if (taken.has(input.slug)) throw badRequest(ADMIN_SPECIAL_MESSAGES.slugTaken, { slug: [ADMIN_SPECIAL_MESSAGES.slugTaken] });
    return input.slug;
  }
  if (current?.slug) return current.slug;
  const base = kebab(input.title);
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** Adds `more` to `errors`, field by field. */
function mergeErrors(errors: SpecialFieldErrors, more: SpecialFieldErrors) {
  for (const [field, messages] of Object.entries(more)) errors[field] = [...(errors[field] ?? []), ...(messages ?? [])];
}

function throwIfAny(errors: SpecialFieldErrors) {
  if (Object.keys(errors).length) throw badRequest(ADMIN_SPECIAL_MESSAGES.invalid, errors as Record<string, string[]>);
}

/** The input as the domain's rules read it: times as instants in the store's zone, items resolved, codes trimmed; with the errors of its times. */
async function readDraft(db: Db, store: SpecialStore, input: SpecialInput) {
  const errors: SpecialFieldErrors = {};
  const instant = (field: 'starts_at' | 'ends_at') => {
    const local = input[field];
    if (local === null) return null;
    const at = instantFromStoreTime(local, store.timezone);
    if (!at) errors[field] = [ADMIN_SPECIAL_MESSAGES.storeTime];
    return at ?? null;
  };
  const startsAt = instant('starts_at');
  const endsAt = instant('ends_at');
  const itemIds = await resolveSpecialItems(db, store.id, input);
  const promoCodes = input.promo_codes.map((code) => code.trim());
  const draft: SpecialDraft = { ...input, promo_codes: promoCodes, startsAt, endsAt, itemCount: itemIds.length, targets: input.discount_type === 'bundle' ? input.targets : [] };
  return { errors, draft, itemIds };
}

/**
 * The preview's check: the same rules as a save but the promo-code clash with other specials (nothing
 * is written), so a negative price or an unsafe quantity is a 400 with field errors, never a priced
 * cart. Answers the items the special reaches.
 */
export async function checkPreviewDraft(db: Db, store: SpecialStore, input: SpecialInput): Promise<number[]> {
  const { errors, draft, itemIds } = await readDraft(db, store, input);
  mergeErrors(errors, specialDraftErrors(draft));
  throwIfAny(errors);
  return itemIds;
}

/**
 * The input checked against the domain's rules (src/domain/special-rules.ts) with its times read in
 * the store's time zone and its items resolved; every broken rule answers 400 with the field's message.
 */
export async function checkSpecial(db: Db, store: SpecialStore, input: SpecialInput, current: SpecialRow | undefined, now: Date): Promise<CheckedSpecial> {
  const { errors, draft, itemIds } = await readDraft(db, store, input);
  const { startsAt, endsAt, promo_codes: promoCodes } = draft;
  const isBundle = input.discount_type === 'bundle';
  mergeErrors(errors, specialDraftErrors(draft, await otherRunning(db, store.id, current?.id, now)));
  throwIfAny(errors);
  return {
    columns: {
      slug: await freeSlug(db, store.id, input, current),
      title: input.title,
      caption: input.caption,
      imageUrl: input.image_url,
      discountType: input.discount_type,
      discountLevel: input.discount_level,
      ...discountColumns(input),
      usageTypes: [...new Set(input.usage_types)].sort(),
      promoCodes: [...promoCodes],
      audienceKeys: [...new Set(input.audience_keys)],
      singleUse: input.single_use,
      startsAt,
      endsAt,
    },
    itemIds,
    targets: isBundle ? input.targets.map((target) => ({ inventoryId: target.inventory_id, quantityRequired: target.quantity_required })) : [],
  };
}
