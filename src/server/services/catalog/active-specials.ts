import { sql, type SQL } from 'drizzle-orm';
import type { Special } from '@/api/special';
import { isBrowseableSpecial, isUnusableSpecial } from '@/domain/specials';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { isoTimestamp, queryRows } from './sql-helpers';
import { hiddenFrom, usageColumns } from './usage-columns';

/** Discount types that change a product's own price (inventory level); bundles price the set in the cart. */
const ITEM_PRICE_TYPES = ['percent', 'dollar', 'price'];

/** The specials running now at one store for one usage type, with the rules of part 1 §5 applied once. */
export interface ActiveSpecials {
  /** Every active special of the store for the usage type, all kinds (store-discount lists them all). */
  all: Special[];
  /** Browseable and usable (part 1 §5): what a shopper sees as "on special". */
  browseable: Special[];
  /** Browseable inventory-level specials that lower an item's own price (percent, dollar, price). */
  priceSpecialIds: number[];
  /** Browseable bundles: their targets count as on special. */
  bundleIds: number[];
  /** The specials (of `all`) whose promo code works once per account; not part of the public Special. */
  singleUseIds: Set<number>;
}

interface SpecialRow {
  id: number;
  store_id: number;
  slug: string | null;
  title: string;
  caption: string;
  image_url: string | null;
  discount_type: Special['discount_type'];
  discount_level: Special['discount_level'];
  discount_percent: number | null;
  discount_dollar_cents: number | null;
  bundle_price_cents: number | null;
  usage_types: Special['usage_types'];
  promo_codes: string[];
  audience_keys: string[];
  single_use: boolean;
  starts_at: string | null;
  ends_at: string | null;
  target_id: number | null;
  target_name: string | null;
  quantity_required: number | null;
  quantity_remaining: number | null;
}

export interface SpecialLookup {
  id?: number;
  slug?: string;
}

/**
 * Loads the active specials (started, not ended, not paused, for the usage type) of a store, each with its bundle
 * targets and their sellable quantity for the usage type (0 when the target is not offered for it).
 */
export async function loadActiveSpecials(
  db: Database,
  scope: { storeId: number; usage: UsageType; now: Date },
  lookup: SpecialLookup = {},
): Promise<ActiveSpecials> {
  const { price, qty } = usageColumns(scope.usage);
  const now = scope.now.toISOString();
  const conditions: SQL[] = [
    sql`s.store_id = ${scope.storeId}`,
    sql`${scope.usage} = ANY(s.usage_types)`,
    sql`(s.starts_at IS NULL OR s.starts_at <= ${now}::timestamptz)`,
    sql`(s.ends_at IS NULL OR s.ends_at > ${now}::timestamptz)`,
    // A paused special applies nowhere until the console resumes it (README "Specials in the console").
    sql`s.paused_at IS NULL`,
  ];
  if (lookup.id !== undefined) conditions.push(sql`s.id = ${lookup.id}`);
  if (lookup.slug !== undefined) conditions.push(sql`s.slug = ${lookup.slug}`);
  const rows = await queryRows<SpecialRow>(
    db,
    sql`SELECT s.id, s.store_id, s.slug, s.title, s.caption, s.image_url, s.discount_type, s.discount_level,
          s.discount_percent, s.discount_dollar_cents, s.bundle_price_cents, s.usage_types, s.promo_codes,
          s.audience_keys, s.single_use, ${isoTimestamp(sql`s.starts_at`)} AS starts_at, ${isoTimestamp(sql`s.ends_at`)} AS ends_at,
          st.inventory_id AS target_id, i.name AS target_name, st.quantity_required,
          CASE WHEN ${price} IS NULL OR ${hiddenFrom(scope.usage)} THEN 0 ELSE ${qty} END AS quantity_remaining
        FROM specials s
        LEFT JOIN special_targets st ON st.special_id = s.id
        LEFT JOIN inventory_items i ON i.id = st.inventory_id
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY s.id, st.inventory_id`,
  );
  const singleUseIds = new Set(rows.filter((row) => row.single_use).map((row) => row.id));
  return { ...classifySpecials(groupSpecialRows(rows)), singleUseIds };
}

function groupSpecialRows(rows: SpecialRow[]): Special[] {
  const byId = new Map<number, Special>();
  for (const row of rows) {
    let special = byId.get(row.id);
    if (!special) {
      special = {
        id: row.id,
        store_id: row.store_id,
        slug: row.slug,
        title: row.title,
        caption: row.caption,
        image_url: row.image_url,
        discount_type: row.discount_type,
        discount_level: row.discount_level,
        discount_percent: row.discount_percent,
        discount_dollar_cents: row.discount_dollar_cents,
        bundle_price_cents: row.bundle_price_cents,
        usage_types: row.usage_types,
        promo_codes: row.promo_codes,
        audience_keys: row.audience_keys,
        special_targets: [],
        starts_at: row.starts_at,
        ends_at: row.ends_at,
      };
      byId.set(row.id, special);
    }
    if (row.target_id !== null) {
      special.special_targets.push({
        inventory_id: row.target_id,
        name: row.target_name ?? '',
        quantity_required: row.quantity_required ?? 1,
        quantity_remaining: row.quantity_remaining ?? 0,
      });
    }
  }
  return [...byId.values()];
}

function classifySpecials(all: Special[]): Omit<ActiveSpecials, 'singleUseIds'> {
  const browseable = all.filter((special) => isBrowseableSpecial(special) && !isUnusableSpecial(special));
  return {
    all,
    browseable,
    priceSpecialIds: browseable
      .filter((special) => special.discount_level === 'inventory' && ITEM_PRICE_TYPES.includes(special.discount_type))
      .map((special) => special.id),
    bundleIds: browseable.filter((special) => special.discount_type === 'bundle').map((special) => special.id),
  };
}
