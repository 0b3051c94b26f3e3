import { sql, type SQL } from 'drizzle-orm';
import type { SortOption } from '@/domain/sort';
import { effectivePrice, type CatalogScope } from './catalog-scope';

/** One ORDER BY key over inventory_items `i`. */
export interface SortKey {
  expr: SQL;
  desc?: boolean;
  nullsLast?: boolean;
}

/** Text keys sort case-insensitively and byte-wise, so PGlite and PostgreSQL (any locale) agree. */
const text = (column: string) => sql.raw(`lower(${column}) COLLATE "C"`);

/**
 * The keys of each sort option (part 1 §9), always ending in the id so equal keys page stably.
 * With `fifo`, older batches (received_at) come first among items the sort ranks equal.
 */
export function sortKeys(order: SortOption, scope: CatalogScope, fifo: boolean): SortKey[] {
  const name: SortKey = { expr: text('i.name') };
  const keys: SortKey[] = (() => {
    switch (order) {
      case 'featured':
        return [{ expr: sql`i.featured_rank`, nullsLast: true }, name];
      case 'newest':
        return [{ expr: sql`i.created_at`, desc: true }];
      case 'name':
        return [name];
      case 'name_desc':
        return [{ ...name, desc: true }];
      case 'brand':
        return [{ expr: text('i.brand') }, name];
      case 'brand_desc':
        return [{ expr: text('i.brand'), desc: true }, name];
      case 'price':
        return [{ expr: effectivePrice(scope) }, name];
      case 'price_desc':
        return [{ expr: effectivePrice(scope), desc: true }, name];
    }
  })();
  if (fifo) keys.push({ expr: sql`i.received_at` });
  keys.push({ expr: sql`i.id`, desc: order === 'newest' });
  return keys;
}

export function orderByKey(expr: SQL, key: SortKey): SQL {
  return sql`${expr}${sql.raw(key.desc ? ' DESC' : ' ASC')}${sql.raw(key.nullsLast ? ' NULLS LAST' : '')}`;
}
