import { eq, sql, type SQL } from 'drizzle-orm';
import { canBrowseUsage } from '@/domain/store-ordering';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { stores } from '@/server/db/schema';
import type { Special } from '@/api/special';
import type { ActiveSpecials } from './active-specials';
import { cachedCatalog, catalogKey } from './catalog-cache';
import { allOf, paramList } from './sql-helpers';
import { hiddenFrom, usageColumns } from './usage-columns';

/** The store facts the catalog needs for pricing, ordering and brand scoping. */
export interface CatalogStore {
  id: number;
  orderingAppId: number;
  city: string;
  useFifo: boolean;
  taxRateMedBps: number;
  taxRateRecBps: number;
  showPostTaxPricing: boolean;
  isDivested: boolean;
  isMedMenu: boolean;
  isRecMenu: boolean;
  isMedComingSoon: boolean;
  isRecComingSoon: boolean;
  tempClosedMed: string | null;
  tempClosedRec: string | null;
}

/** Who is asking about what: one store, one usage type, at one moment, with its running specials. */
export interface CatalogScope {
  store: CatalogStore;
  usage: UsageType;
  now: Date;
  specials: ActiveSpecials;
}

/**
 * What the catalog reads of a store (menus, taxes, FIFO), kept with the store's catalog answers and
 * dropped with them when the console changes the store (on every process): every catalog read and
 * product page asks for it.
 */
export function findCatalogStore(db: Database, storeId: number): Promise<CatalogStore | undefined> {
  return cachedCatalog(db, storeId, catalogKey('catalog-store', 0, storeId, null), () => readCatalogStore(db, storeId));
}

async function readCatalogStore(db: Database, storeId: number): Promise<CatalogStore | undefined> {
  const [row] = await db
    .select({
      id: stores.id,
      orderingAppId: stores.orderingAppId,
      city: stores.city,
      useFifo: stores.useFifo,
      taxRateMedBps: stores.taxRateMedBps,
      taxRateRecBps: stores.taxRateRecBps,
      showPostTaxPricing: stores.showPostTaxPricing,
      isDivested: stores.isDivested,
      isMedMenu: stores.isMedMenu,
      isRecMenu: stores.isRecMenu,
      isMedComingSoon: stores.isMedComingSoon,
      isRecComingSoon: stores.isRecComingSoon,
      tempClosedMed: stores.tempClosedMed,
      tempClosedRec: stores.tempClosedRec,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

/**
 * Whether shoppers may browse this usage type's menu at all (src/domain/store-ordering.ts): not for a
 * divested store, a coming-soon menu or a menu the store does not run, whatever rows carry prices.
 */
export function menuOpen(scope: Pick<CatalogScope, 'store' | 'usage'>): boolean {
  const { store } = scope;
  return canBrowseUsage(
    {
      is_divested: store.isDivested,
      is_med_menu: store.isMedMenu,
      is_rec_menu: store.isRecMenu,
      is_med_coming_soon: store.isMedComingSoon,
      is_rec_coming_soon: store.isRecComingSoon,
      temp_closed_med: asClosure(store.tempClosedMed),
      temp_closed_rec: asClosure(store.tempClosedRec),
    },
    scope.usage,
  );
}

const asClosure = (value: string | null) => (value === 'closed' || value === 'ordering_off' ? value : null);

export function taxRateBps(store: CatalogStore, usage: UsageType): number {
  return usage === 'medical' ? store.taxRateMedBps : store.taxRateRecBps;
}

/** The price after one special, as SQL over the list price `price`; never above it. */
function priceAfter(special: Special, price: SQL): SQL {
  switch (special.discount_type) {
    case 'percent': {
      const keep = 100 - Math.min(Math.max(special.discount_percent ?? 0, 0), 100);
      return sql`round(${price} * ${keep}::numeric / 100)::int`;
    }
    case 'dollar':
      return sql`greatest(${price} - ${special.discount_dollar_cents ?? 0}::int, 0)`;
    default:
      // 'price': a fixed price, kept in discount_dollar_cents (as the demo seed writes it).
      return special.discount_dollar_cents === null ? price : sql`least(${special.discount_dollar_cents}::int, ${price})`;
  }
}

/**
 * The lowest price any browseable inventory-level special gives item `i` (percent off rounded half up,
 * dollars off floored at 0, or a fixed price), or NULL when none lowers it. The specials' terms are
 * bound as parameters and membership is a hashed lookup per special: no join, no sort.
 */
function discountSql(scope: CatalogScope): SQL | undefined {
  const { price } = usageColumns(scope.usage);
  const candidates = priceSpecials(scope).map(
    (special) =>
      sql`CASE WHEN i.id IN (SELECT inventory_id FROM special_items WHERE special_id = ${special.id}) THEN ${priceAfter(special, price)} END`,
  );
  if (!candidates.length) return undefined;
  // Every candidate is at most the list price; a "discount" that leaves the price unchanged is none.
  return sql`NULLIF(LEAST(${sql.join(candidates, sql`, `)}, ${price}), ${price})`;
}

function priceSpecials(scope: CatalogScope): Special[] {
  const ids = new Set(scope.specials.priceSpecialIds);
  return scope.specials.browseable.filter((special) => ids.has(special.id));
}

/**
 * `FROM ... WHERE ...` over inventory_items as `i`, which also carries `i.discounted` (the price after
 * the best special, or NULL). `inner` conditions must not use the price paid: they filter the table
 * itself, so its indexes serve them. `outer` ones may. With price specials the discount is computed
 * once per row inside a fenced subquery (OFFSET 0 stops the planner from copying the expression, and
 * its lookups, into every place that reads it).
 */
export function catalogSource(scope: CatalogScope, inner: SQL[], outer: SQL[] = []): SQL {
  const discount = discountSql(scope);
  if (!discount) return sql`FROM inventory_items i WHERE ${allOf([...inner, ...outer])}`;
  return sql`FROM (SELECT i.*, ${discount} AS discounted FROM inventory_items i WHERE ${allOf(inner)} OFFSET 0) i
    WHERE ${allOf(outer)}`;
}

/** The discounted price in cents of `i` in a catalogSource, or NULL. */
export function discountedPrice(scope: CatalogScope): SQL {
  return scope.specials.priceSpecialIds.length ? sql`i.discounted` : sql`NULL::int`;
}

/**
 * The id of the special that gives item `i` the price `discounted` (the older special on a tie), for
 * the applied_special_caption of the few rows a page shows.
 */
export function appliedSpecialId(scope: CatalogScope, discounted: SQL): SQL {
  const specials = priceSpecials(scope);
  if (!specials.length) return sql`NULL::int`;
  const { price } = usageColumns(scope.usage);
  const priceBySpecial = sql.join(
    specials.map((special) => sql` WHEN ${special.id} THEN ${priceAfter(special, price)}`),
    sql``,
  );
  return sql`(SELECT si.special_id FROM special_items si
    WHERE si.inventory_id = i.id AND si.special_id IN (${paramList(specials.map((special) => special.id))})
      AND (CASE si.special_id${priceBySpecial} END) = ${discounted}
    ORDER BY si.special_id LIMIT 1)`;
}

/** What the shopper pays per unit before tax: the discounted price when a special applies, else the list price. */
export function effectivePrice(scope: CatalogScope): SQL {
  const { price } = usageColumns(scope.usage);
  return scope.specials.priceSpecialIds.length ? sql`COALESCE(i.discounted, ${price})` : price;
}

/**
 * The price the shopper sees on the menu: the effective price, with tax added (half up, as
 * addTax in src/domain/money.ts) when the store shows post-tax prices. Price filters and the price
 * facet use it, so "up to $50" means what the tiles say.
 */
export function shownPrice(scope: CatalogScope): SQL {
  const price = effectivePrice(scope);
  const bps = taxRateBps(scope.store, scope.usage);
  if (!scope.store.showPostTaxPricing || bps === 0) return price;
  return sql`((${price}) + round((${price})::numeric * ${bps}::int / 10000)::int)`;
}

/** Whether item `i` is on a browseable special: a discounted item of one, or a target of a bundle. */
export function onSpecial(scope: CatalogScope): SQL {
  const ids = scope.specials.browseable.map((special) => special.id);
  if (!ids.length) return sql`FALSE`;
  const bundles = scope.specials.bundleIds;
  const targets = bundles.length
    ? sql` UNION ALL SELECT inventory_id FROM special_targets WHERE special_id IN (${paramList(bundles)})`
    : sql``;
  return sql`i.id IN (SELECT inventory_id FROM special_items WHERE special_id IN (${paramList(ids)})${targets})`;
}

/**
 * Items offered for the usage type at the store: priced for it and not hidden from it in the console;
 * sellable ones only when asked. Every shopper-facing list, count, facet, carousel and product page
 * goes through here. Nothing is offered when the store's menu for the usage type is not open for
 * browsing (`open` false).
 */
export function offeredAt(storeId: number, usage: UsageType, sellableOnly: boolean, open = true): SQL[] {
  const { price, qty } = usageColumns(usage);
  const conditions = [sql`i.store_id = ${storeId}`, sql`${price} IS NOT NULL`, sql`NOT ${hiddenFrom(usage)}`];
  if (!open) conditions.push(sql`FALSE`);
  if (sellableOnly) conditions.push(sql`${qty} > 0`);
  return conditions;
}
