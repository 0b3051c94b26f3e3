import { eq } from 'drizzle-orm';
import { MAX_ID } from '@/api/common';
import type { Special } from '@/api/special';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { specials } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { loadActiveSpecials } from './active-specials';
import { findCatalogStore } from './catalog-scope';
import { STORE_NOT_FOUND } from './inventory-service';

export const SPECIAL_NOT_FOUND = 'Special not found.';

interface SpecialsRequest {
  storeId: number;
  orderingAppId: number;
  usage: UsageType;
  now: Date;
}

async function checkStore(db: Database, storeId: number, orderingAppId: number, message = STORE_NOT_FOUND) {
  const store = await findCatalogStore(db, storeId);
  if (!store || store.orderingAppId !== orderingAppId) throw notFound(message);
}

/**
 * Every special running now at the store for the usage type, of all kinds, each bundle with its targets
 * and their sellable quantities; the client applies the browsing rules of part 1 §5 (src/domain/specials).
 */
export async function listStoreSpecials(db: Database, request: SpecialsRequest): Promise<Special[]> {
  await checkStore(db, request.storeId, request.orderingAppId);
  return (await loadActiveSpecials(db, { storeId: request.storeId, usage: request.usage, now: request.now })).all;
}

/** One running special by numeric id, or by slug at the store (the /special/{slug} page). */
export async function findSpecial(
  db: Database,
  request: Omit<SpecialsRequest, 'storeId'> & { storeId?: number; key: string },
): Promise<Special> {
  const id = /^[1-9]\d{0,9}$/.test(request.key) && Number(request.key) <= MAX_ID ? Number(request.key) : undefined;
  let storeId = request.storeId;
  if (id !== undefined) {
    const [row] = await db.select({ storeId: specials.storeId }).from(specials).where(eq(specials.id, id));
    if (!row || (storeId !== undefined && row.storeId !== storeId)) throw notFound(SPECIAL_NOT_FOUND);
    storeId = row.storeId;
  }
  if (storeId === undefined) throw badRequest('Invalid request.', { store_id: ['Required to find a special by slug'] });
  await checkStore(db, storeId, request.orderingAppId, id !== undefined ? SPECIAL_NOT_FOUND : STORE_NOT_FOUND);
  const lookup = id !== undefined ? { id } : { slug: request.key };
  const [special] = (await loadActiveSpecials(db, { storeId, usage: request.usage, now: request.now }, lookup)).all;
  if (!special) throw notFound(SPECIAL_NOT_FOUND);
  return special;
}
