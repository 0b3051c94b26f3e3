import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { stores, users } from '@/server/db/schema';

/** What the mixed workload needs from the seeded database (run in the bench's server process). */
export interface MixedSetup {
  storeId: number;
  /** Shopper accounts made for the bench; their password is the demo accounts' (README "Demo accounts"). */
  emails: string[];
  /** Rec products of categories the store does not limit (stock raised for the run): add-item adds these. */
  addable: number[];
  /** Any sellable rec products of the store: the product pages. */
  pages: number[];
}

const TEMPLATE_EMAIL = 'shopper@apotheca.test';
const emailOf = (index: number) => `bench-shopper-${index + 1}@apotheca.test`;

/**
 * N copies of the demo shopper (confirmed email, verified phone, text notices: the add-to-cart gate
 * lets them add), made once; the password hash is copied, so no scrypt runs here.
 */
async function ensureShoppers(db: Database, count: number): Promise<string[]> {
  const [template] = await db.select().from(users).where(eq(users.email, TEMPLATE_EMAIL));
  if (!template) throw new Error(`no ${TEMPLATE_EMAIL} in the seed`);
  const emails = Array.from({ length: count }, (_, index) => emailOf(index));
  const { id: _id, ...copy } = template;
  await db
    .insert(users)
    .values(emails.map((email) => ({ ...copy, email })))
    .onConflictDoNothing();
  return emails;
}

export async function mixedSetup(db: Database, storeId: number, shoppers: number): Promise<MixedSetup> {
  const [store] = await db.select({ limits: stores.purchaseLimits }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Error(`no store ${storeId}`);
  const limited = store.limits.filter((limit) => limit.rec_limit !== null).map((limit) => limit.category);
  const sellable = sql`rec_price_cents IS NOT NULL AND NOT ('recreational' = ANY(hidden_usage_types)) AND rec_sellable_qty > 0`;
  const rows = (await db.execute(sql`
    SELECT id, category, rec_sellable_qty AS qty FROM inventory_items
     WHERE store_id = ${storeId} AND ${sellable}
     ORDER BY rec_sellable_qty DESC, id`)) as unknown as { rows: { id: number; category: string; qty: number }[] };
  // The products the shoppers add get stock for the whole run (submits in the service times take it).
  const addable = rows.rows.filter((row) => !limited.includes(row.category)).slice(0, 40).map((row) => row.id);
  if (addable.length) await db.execute(sql`UPDATE inventory_items SET rec_sellable_qty = 100000 WHERE id IN (${sql.join(addable.map((id) => sql`${id}`), sql`, `)})`);
  const emails = await ensureShoppers(db, shoppers);
  // Sanity: the copies exist (a unique index keeps one per email and brand).
  const made = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  if (made.length !== emails.length) throw new Error(`made ${made.length} of ${emails.length} bench shoppers`);
  return { storeId, emails, addable, pages: rows.rows.slice(0, 200).map((row) => row.id) };
}
