import type { Database } from '../../client';
import { contentDocuments, storeWaitTimes } from '../../schema';
import type { BrandKey } from '../brands';
import { SEED_BASE_DATE } from '../random';
import type { SeededStore } from '../stores';
import type { SeedDocument } from './document';
import { harborDocuments } from './harbor';
import { mainBrandDocuments } from './main-brand';

/** Every content document of the demo per brand, in insertion order (ids follow it). */
export function demoContent(stores: readonly SeededStore[]): Record<BrandKey, SeedDocument[]> {
  const storeIds = new Map(stores.map((store) => [store.def.slug, store.id]));
  return { main: mainBrandDocuments(storeIds), second: harborDocuments() };
}

/** Stores whose wait time the content service reports: Adult Use menus with a wait time (part 1 §2 tile). */
export function demoWaitTimes(stores: readonly SeededStore[]) {
  return stores
    .filter((store) => store.usages.includes('recreational') && store.def.traits?.waitTime != null)
    .map((store) => ({ storeId: store.id, minutes: store.def.traits!.waitTime!, updatedAt: SEED_BASE_DATE }));
}

/**
 * Writes the content service's demo data: both brands' documents and the stores' wait times.
 * Row timestamps derive from publish dates and SEED_BASE_DATE, so two runs write identical rows.
 */
export async function seedContent(db: Database, brandIds: Record<BrandKey, number>, stores: readonly SeededStore[]): Promise<void> {
  const content = demoContent(stores);
  const rows = (Object.keys(content) as BrandKey[]).flatMap((brand) =>
    content[brand].map((doc) => {
      const createdAt = doc.publishedOn && doc.publishedOn < SEED_BASE_DATE ? doc.publishedOn : SEED_BASE_DATE;
      return { orderingAppId: brandIds[brand], ...doc, createdAt, updatedAt: createdAt };
    }),
  );
  await db.insert(contentDocuments).values(rows);
  const waits = demoWaitTimes(stores);
  if (waits.length) await db.insert(storeWaitTimes).values(waits);
}
