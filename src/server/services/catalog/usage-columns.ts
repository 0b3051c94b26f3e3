import { sql, type SQL } from 'drizzle-orm';
import type { UsageType } from '@/domain/usage-type';

/** The per-usage columns of inventory_items (alias `i`): list price (null = not offered) and sellable quantity. */
export interface UsageColumns {
  price: SQL;
  qty: SQL;
}

const MEDICAL: UsageColumns = { price: sql.raw('i.med_price_cents'), qty: sql.raw('i.med_sellable_qty') };
const RECREATIONAL: UsageColumns = { price: sql.raw('i.rec_price_cents'), qty: sql.raw('i.rec_sellable_qty') };

export function usageColumns(usage: UsageType): UsageColumns {
  return usage === 'medical' ? MEDICAL : RECREATIONAL;
}

/**
 * Whether item `i` is hidden from the usage type in the console (README "The operator console"):
 * kept with its price and stock, but never listed, counted or sold to that usage type's shoppers.
 */
export function hiddenFrom(usage: UsageType): SQL {
  return sql`(${usage}::text = ANY(i.hidden_usage_types))`;
}
