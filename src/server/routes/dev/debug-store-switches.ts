import { and, eq } from 'drizzle-orm';
import type { DebugStoreBody, DebugStoreSwitches } from '@/api/dev-debug';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { stores } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { catalogChanged } from '@/server/services/live/catalog-changed';

type StoreRow = typeof stores.$inferSelect;
type Switch = Exclude<keyof DebugStoreSwitches, 'store_id' | 'usage_type'>;

/** Each switch of the panel and the stores column it is for each usage type (src/server/db/schema/stores.ts). */
const COLUMNS = {
  temp_closed: { medical: 'tempClosedMed', recreational: 'tempClosedRec' },
  carts_disabled: { medical: 'isMedCartsDisabled', recreational: 'isRecCartsDisabled' },
  users_disabled: { medical: 'isMedUsersDisabled', recreational: 'isRecUsersDisabled' },
  add_override: { medical: 'isMedAddOverride', recreational: 'isRecAddOverride' },
  pickup: { medical: 'isMedPickup', recreational: 'isRecPickup' },
  curbside: { medical: 'isMedCurbside', recreational: 'isRecCurbside' },
  delivery: { medical: 'isMedDelivery', recreational: 'isRecDelivery' },
} as const satisfies Record<Switch, Record<UsageType, keyof StoreRow>>;

const SWITCHES = Object.keys(COLUMNS) as Switch[];

function toSwitches(row: StoreRow, usage: UsageType): DebugStoreSwitches {
  const closure = row[COLUMNS.temp_closed[usage]];
  return {
    store_id: row.id,
    usage_type: usage,
    temp_closed: closure === 'closed' || closure === 'ordering_off' ? closure : null,
    carts_disabled: row[COLUMNS.carts_disabled[usage]],
    users_disabled: row[COLUMNS.users_disabled[usage]],
    add_override: row[COLUMNS.add_override[usage]],
    pickup: row[COLUMNS.pickup[usage]],
    curbside: row[COLUMNS.curbside[usage]],
    delivery: row[COLUMNS.delivery[usage]],
  };
}

async function findStore(db: Database, orderingAppId: number, storeId: number): Promise<StoreRow> {
  const [row] = await db.select().from(stores).where(and(eq(stores.id, storeId), eq(stores.orderingAppId, orderingAppId)));
  if (!row) throw notFound('Store not found.');
  return row;
}

/** A store of the request's brand, its switches for one usage type. */
export async function readStoreSwitches(db: Database, orderingAppId: number, storeId: number, usage: UsageType): Promise<DebugStoreSwitches> {
  return toSwitches(await findStore(db, orderingAppId, storeId), usage);
}

/**
 * Sets the switches the body sends and drops the store's cached catalog answers, so the menu and
 * startup read the new state at once (services/catalog/catalog-cache.ts).
 */
export async function writeStoreSwitches(db: Database, orderingAppId: number, body: DebugStoreBody): Promise<DebugStoreSwitches> {
  await findStore(db, orderingAppId, body.store_id);
  const changes: Partial<Record<keyof StoreRow, unknown>> = {};
  for (const name of SWITCHES) {
    if (body[name] !== undefined) changes[COLUMNS[name][body.usage_type]] = body[name];
  }
  if (Object.keys(changes).length > 0) {
    await db.update(stores).set(changes as Partial<typeof stores.$inferInsert>).where(eq(stores.id, body.store_id));
    await catalogChanged(db, body.store_id, ['store']);
  }
  return readStoreSwitches(db, orderingAppId, body.store_id, body.usage_type);
}
