import { CATEGORIES, type Category } from '@/domain/categories';
import type { Database } from '../client';
import { inventoryItems } from '../schema';
import { HOUSE_BRANDS } from './brands';
import { bulkInsert } from './bulk-insert';
import { CATEGORY_WEIGHTS, draftProduct } from './catalog/generate';
import { inventoryRow, type NewInventoryItem, type RowContext, type Slot } from './products';
import { rngFor, type Rng } from './random';
import type { SeededStore } from './stores';

/** Rows per INSERT statement (one JSON parameter each, see bulk-insert.ts). */
export const INSERT_BATCH = 1000;

/** Share of a both-menus store's sellable items offered to both usage types. */
const SHARED_SHARE = 0.7;
/** Sold-out items added on top of the sellable ones. */
const SOLD_OUT_SHARE = 0.04;
/** FIFO stores: chance that a product also has an older batch on the shelf. */
const EXTRA_BATCH_CHANCE = 0.12;

/** What the specials generator needs to know about an inserted item. */
export interface ItemSummary {
  id: number;
  category: Category;
  subCategory: string;
  displaySize: string;
  brand: string;
  title: string;
  medPriceCents: number | null;
  recPriceCents: number | null;
  medSellable: number;
  recSellable: number;
}

/**
 * Where each item is offered. Every usage type a store has gets exactly `perUsage` sellable items,
 * the first twelve covering the twelve categories, plus a few sold-out ones on top (part 1 §3).
 */
export function planSlots(rng: Rng, usages: SeededStore['usages'], perUsage: number): Slot[] {
  const both = usages.length === 2;
  const med = usages.includes('medical');
  const rec = usages.includes('recreational');
  const guaranteed: Slot[] = CATEGORIES.map((category) => ({ med, rec, soldOut: false, category }));
  const rest: Omit<Slot, 'category'>[] = [];
  const add = (count: number, slot: Omit<Slot, 'category'>) => {
    for (let i = 0; i < count; i += 1) rest.push(slot);
  };
  const shared = both ? Math.max(CATEGORIES.length, Math.round(perUsage * SHARED_SHARE)) : perUsage;
  add(shared - CATEGORIES.length, { med, rec, soldOut: false });
  if (both) {
    add(perUsage - shared, { med: true, rec: false, soldOut: false });
    add(perUsage - shared, { med: false, rec: true, soldOut: false });
  }
  add(Math.max(2, Math.round(perUsage * SOLD_OUT_SHARE)), { med, rec, soldOut: true });
  rng.shuffle(rest);
  return [...guaranteed, ...rest.map((slot) => ({ ...slot, category: rng.weighted(CATEGORY_WEIGHTS) }))];
}

function summarize(row: NewInventoryItem, id: number): ItemSummary {
  return {
    id,
    category: row.category as Category,
    subCategory: row.subCategory,
    displaySize: row.displaySize,
    brand: row.brand,
    title: row.ecommDisplayName,
    medPriceCents: row.medPriceCents ?? null,
    recPriceCents: row.recPriceCents ?? null,
    medSellable: row.medSellableQty ?? 0,
    recSellable: row.recSellableQty ?? 0,
  };
}

/**
 * Generates and inserts one store's inventory in batches, streaming so memory stays bounded at any
 * scale; answers a small summary of every row for the specials.
 */
export async function seedStoreInventory(db: Database, store: SeededStore, perUsage: number): Promise<ItemSummary[]> {
  if (store.usages.length === 0) return [];
  const slots = planSlots(rngFor('slots', store.def.slug), store.usages, perUsage);
  const rng = rngFor('inventory', store.def.slug);
  const house = HOUSE_BRANDS[store.def.brand];
  const context: RowContext = { storeId: store.id, rng, sequence: 0, featuredCount: 0 };
  const summaries: ItemSummary[] = [];
  let batch: NewInventoryItem[] = [];

  const flush = async () => {
    if (!batch.length) return;
    const ids = await bulkInsert(db, inventoryItems, batch, { returningId: true });
    batch.forEach((row, index) => summaries.push(summarize(row, ids[index]!)));
    batch = [];
  };

  for (const slot of slots) {
    const draft = draftProduct(rng, slot.category, house);
    const row = inventoryRow(context, slot, draft);
    batch.push(row);
    if (store.def.traits?.useFifo && !slot.soldOut && rng.chance(EXTRA_BATCH_CHANCE)) {
      batch.push(inventoryRow(context, slot, draft, row.receivedAt as Date));
    }
    if (batch.length >= INSERT_BATCH) await flush();
  }
  await flush();
  return summaries;
}
