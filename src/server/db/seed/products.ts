import type { Category } from '@/domain/categories';
import type { inventoryItems } from '../schema';
import type { ProductDraft } from './catalog/draft';
import { skuName } from './catalog/draft';
import { DAY_MS, SEED_BASE_DATE, minutesBeforeBase, type Rng } from './random';

export type NewInventoryItem = typeof inventoryItems.$inferInsert;

/** Where one generated item is offered and whether it is in stock (see inventory.ts). */
export interface Slot {
  med: boolean;
  rec: boolean;
  soldOut: boolean;
  category: Category;
}

/** Per-store counters while rows are generated. */
export interface RowContext {
  storeId: number;
  rng: Rng;
  /** Running number of the store's rows, for batch ids. */
  sequence: number;
  featuredCount: number;
}

const RECEIVED_WINDOW_MINUTES = 120 * 24 * 60;
const NEW_ARRIVAL_DAYS = 14;

/** Medical shoppers pay a little less (part 1 §3 per-usage prices); keeps the .99 style. */
export function medicalPrice(recCents: number): number {
  const dollars = Math.max(1, Math.round((recCents * 0.9) / 100));
  return recCents % 100 === 99 ? dollars * 100 - 1 : dollars * 100;
}

const STOCK: Partial<Record<Category, [number, number]>> = {
  flower: [4, 60],
  prerolls: [10, 140],
  vapes: [6, 80],
  concentrates: [3, 40],
  edibles: [10, 120],
  beverages: [12, 96],
  accessories: [3, 45],
  other: [2, 25],
};

/** Remaining, reserved and sellable quantities that agree: sellable = remaining - reserved. */
function quantities(rng: Rng, category: Category, soldOut: boolean) {
  if (soldOut) {
    // Either nothing left, or the last units are held in open carts.
    const held = rng.chance(0.3) ? rng.int(1, 2) : 0;
    return { remaining: held, reserved: held, sellable: 0, batch: held + rng.int(20, 120) };
  }
  const [min, max] = STOCK[category] ?? [5, 50];
  const remaining = rng.int(min, max);
  const reserved = remaining > 2 && rng.chance(0.25) ? rng.int(1, Math.min(3, remaining - 1)) : 0;
  return { remaining, reserved, sellable: remaining - reserved, batch: remaining + rng.int(0, 150) };
}

/** Collection, consumption and experience tags (part 1 §2 /collection, /consumption, /experience). */
function tagsFor(rng: Rng, draft: ProductDraft, receivedAt: Date): string[] {
  const tags: string[] = [];
  if (draft.experience === 'beginner' && rng.chance(0.6)) tags.push('best-for-beginners');
  if (rng.chance(0.08)) tags.push('staff-picks');
  if (SEED_BASE_DATE.getTime() - receivedAt.getTime() <= NEW_ARRIVAL_DAYS * DAY_MS) tags.push('new-arrivals');
  if (rng.chance(0.1)) tags.push('best-sellers');
  if (rng.chance(['flower', 'prerolls', 'edibles', 'beverages', 'topicals'].includes(draft.category) ? 0.1 : 0.04)) tags.push('spring-collection');
  if (rng.chance(['flower', 'prerolls', 'vapes', 'edibles'].includes(draft.category) ? 0.1 : 0.03)) tags.push('420-collection');
  tags.push(...draft.consumption);
  if (draft.experience) tags.push(draft.experience);
  return tags;
}

/**
 * Draws what the retired choice among the static category pictures drew, so every later value of the
 * demo catalogue (names, prices, stock) stays what tests and screenshots know.
 */
function skipRetiredPictureDraws(rng: Rng): void {
  if (rng.chance(0.06)) return;
  rng.int(1, 3);
  rng.chance(0.15);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const yymmdd = (date: Date) => `${pad(date.getUTCFullYear() % 100, 2)}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;

/**
 * One inventory row: the maker's draft, priced and stocked for this store. `olderThan` makes an
 * earlier batch of the same product (FIFO stores sell the oldest batch first).
 */
export function inventoryRow(context: RowContext, slot: Slot, draft: ProductDraft, olderThan?: Date): NewInventoryItem {
  const { rng } = context;
  context.sequence += 1;
  const receivedAt = olderThan
    ? new Date(olderThan.getTime() - rng.int(10, 40) * DAY_MS)
    : minutesBeforeBase(rng.int(0, RECEIVED_WINDOW_MINUTES));
  const stock = quantities(rng, draft.category, slot.soldOut);
  const featured = !slot.soldOut && rng.chance(0.1);
  if (featured) context.featuredCount += 1;
  const { potency } = draft;
  const tags = tagsFor(rng, draft, receivedAt);
  skipRetiredPictureDraws(rng);
  return {
    storeId: context.storeId,
    name: `${draft.title} - ${draft.displaySize}`,
    ecommDisplayName: draft.title,
    brand: draft.brand,
    category: draft.category,
    subCategory: draft.subCategory,
    strainType: draft.strainType,
    strain: draft.strain,
    description: draft.description,
    dosingNotes: draft.dosingNotes,
    cbdThcRatio: draft.cbdThcRatio,
    effects: draft.effects,
    flavors: draft.flavors,
    terpenes: draft.terpenes,
    extractionMethod: draft.extractionMethod,
    lineage: draft.lineage,
    strainDescription: draft.strainDescription,
    showStrainDetails: draft.showStrainDetails,
    tags,
    displaySize: draft.displaySize,
    weight: draft.weight,
    count: draft.count,
    // No stored pictures: the API draws each demo product's own art (README "Product art"), as it
    // does for any product the console or a point-of-sale feed adds without an upload.
    images: [],
    skuName: skuName(draft),
    potencyUnit: potency.unit,
    thc: potency.thc,
    thca: potency.thca,
    cbd: potency.cbd,
    cbda: potency.cbda,
    cbn: potency.cbn,
    cbg: potency.cbg,
    thcEach: potency.thcEach,
    cbdEach: potency.cbdEach,
    medPriceCents: slot.med ? medicalPrice(draft.priceCents) : null,
    recPriceCents: slot.rec ? draft.priceCents : null,
    medSellableQty: slot.med ? stock.sellable : 0,
    recSellableQty: slot.rec ? stock.sellable : 0,
    remainingQty: stock.remaining,
    reservedQty: stock.reserved,
    batchQty: stock.batch,
    batchInventoryId: `S${pad(context.storeId, 3)}-${yymmdd(receivedAt)}-${pad(context.sequence, 6)}`,
    featuredRank: featured ? context.featuredCount : null,
    receivedAt,
    createdAt: receivedAt,
  };
}
