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
