import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { ADMIN_SPECIAL_MESSAGES, type AdminSpecial } from '@/api/admin-specials';
import { specialState, storeTimeOf } from '@/domain/special-schedule';
import type { ConsoleAccess } from '@/domain/staff-roles';
import { storeTimeZone } from '@/domain/store-hours';
import type { UsageType } from '@/domain/usage-type';
import { inventoryItems, promoRedemptions, specialItems, specials, specialTargets, stores } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { assertCanAtStore } from '@/server/services/admin/console-access';
import type { Db } from '@/server/services/carts/cart-db';
import { brandStoreRow } from '@/server/services/carts/cart-store';

export type SpecialRow = typeof specials.$inferSelect;
export type SpecialStore = { id: number; timezone: string; taxRateMedBps: number; taxRateRecBps: number };

/** Who edits specials: their brand and what their role reaches. */
export interface SpecialsEditor {
  userId: number;
  orderingAppId: number;
  access: ConsoleAccess;
}

/** A store of the editor's brand (else 404) that their role reaches with specials.edit (else 403). */
export async function specialsStore(db: Db, editor: SpecialsEditor, storeId: number): Promise<SpecialStore> {
  const store = await brandStoreRow(db, editor.orderingAppId, storeId);
  assertCanAtStore(editor.access, 'specials.edit', storeId);
  return { id: store.id, timezone: storeTimeZone(store), taxRateMedBps: store.taxRateMedBps, taxRateRecBps: store.taxRateRecBps };
}

/** A special of the editor's brand (else 404) at a store their role reaches (else 403), locked inside a write. */
export async function editableSpecial(db: Db, editor: SpecialsEditor, specialId: number, lock = false): Promise<{ row: SpecialRow; store: SpecialStore }> {
  const query = db
    .select({ special: specials, storeId: stores.id })
    .from(specials)
    .innerJoin(stores, eq(stores.id, specials.storeId))
    .where(and(eq(specials.id, specialId), eq(stores.orderingAppId, editor.orderingAppId)));
  const [found] = lock ? await query.for('update', { of: specials }) : await query;
  if (!found) throw notFound(ADMIN_SPECIAL_MESSAGES.specialNotFound);
  return { row: found.special, store: await specialsStore(db, editor, found.storeId) };
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const itemRef = { id: inventoryItems.id, name: inventoryItems.name, brand: inventoryItems.brand, category: inventoryItems.category };

/**
 * The items of each special by name, at most `limit` of each when given (the list shows a few; a
 * special's own page all of them), with how many each has in all.
 */
async function itemsOf(db: Db, ids: number[], limit: number | undefined) {
  const ranked = db
    .select({ specialId: specialItems.specialId, ...itemRef, rank: sql<number>`row_number() over (partition by ${specialItems.specialId} order by ${inventoryItems.name}, ${inventoryItems.id})`.mapWith(Number).as('rank') })
    .from(specialItems)
    .innerJoin(inventoryItems, eq(inventoryItems.id, specialItems.inventoryId))
    .where(inArray(specialItems.specialId, ids))
    .as('ranked');
  const rows = await db
    .select({ specialId: ranked.specialId, id: ranked.id, name: ranked.name, brand: ranked.brand, category: ranked.category })
    .from(ranked)
    .where(limit === undefined ? undefined : lte(ranked.rank, limit))
    .orderBy(asc(ranked.rank));
  const counts = await db.select({ specialId: specialItems.specialId, count: sql<number>`count(*)`.mapWith(Number) }).from(specialItems).where(inArray(specialItems.specialId, ids)).groupBy(specialItems.specialId);
  return { rows, counts: new Map(counts.map((row) => [row.specialId, row.count])) };
}

/**
 * The specials in the console's shape, with their targets, promo redemptions and items: all of them,
 * or the first `itemLimit` of each with their count when listing (a brand-wide special reaches
 * hundreds of items; GET admin/specials/{id} answers every one for the form).
 */
export async function toAdminSpecials(db: Db, rows: readonly SpecialRow[], store: SpecialStore, now: Date, itemLimit?: number): Promise<AdminSpecial[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const items = await itemsOf(db, ids, itemLimit);
  const targets = await db.select({ specialId: specialTargets.specialId, quantity_required: specialTargets.quantityRequired, ...itemRef }).from(specialTargets).innerJoin(inventoryItems, eq(inventoryItems.id, specialTargets.inventoryId)).where(inArray(specialTargets.specialId, ids)).orderBy(inventoryItems.name, inventoryItems.id);
  const used = await db.select({ specialId: promoRedemptions.specialId, count: sql<number>`count(*)`.mapWith(Number) }).from(promoRedemptions).where(inArray(promoRedemptions.specialId, ids)).groupBy(promoRedemptions.specialId);
  const redemptions = new Map(used.map((row) => [row.specialId, row.count]));
  const local = (at: Date | null) => (at ? storeTimeOf(at, store.timezone) : null);
  return rows.map((row) => ({
    id: row.id,
    store_id: row.storeId,
    slug: row.slug,
    title: row.title,
    caption: row.caption,
    image_url: row.imageUrl,
    discount_level: row.discountLevel as AdminSpecial['discount_level'],
    discount_type: row.discountType as AdminSpecial['discount_type'],
    discount_percent: row.discountPercent,
    discount_dollar_cents: row.discountDollarCents,
    bundle_price_cents: row.bundlePriceCents,
    usage_types: row.usageTypes as UsageType[],
    promo_codes: row.promoCodes,
    single_use: row.singleUse,
    audience_keys: row.audienceKeys,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    starts_local: local(row.startsAt),
    ends_local: local(row.endsAt),
    paused_at: iso(row.pausedAt),
    state: specialState(row, now),
    items: items.rows.filter((item) => item.specialId === row.id).map(({ specialId: _special, ...item }) => item),
    item_count: items.counts.get(row.id) ?? 0,
    targets: targets.filter((target) => target.specialId === row.id).map(({ specialId: _special, ...target }) => target),
    redemptions: redemptions.get(row.id) ?? 0,
  }));
}
