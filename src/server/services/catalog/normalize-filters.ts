import type { InventoryQuery } from '@/api/inventory';
import { STRAIN_TYPES } from '@/domain/categories';
import { badRequest } from '@/server/http/errors';
import type { CatalogFilters } from './inventory-filters';

const RANGES = [
  ['price_min', 'price_max'],
  ['thc_potency_min', 'thc_potency_max'],
  ['cbd_potency_min', 'cbd_potency_max'],
] as const;

/**
 * Checks what the query schema cannot express on its own and answers 400 with field errors: count values
 * are whole numbers, strain types are known, and no range has its minimum above its maximum.
 */
export function normalizeFilters(query: Partial<InventoryQuery>): CatalogFilters {
  const fields: Record<string, string[]> = {};
  const count = query.count?.map(Number);
  if (count?.some((value) => !Number.isInteger(value))) fields.count = ['Must be whole numbers'];
  const unknownStrain = query.strain_types?.filter((value) => !(STRAIN_TYPES as readonly string[]).includes(value));
  if (unknownStrain?.length) fields.strain_types = [`Unknown strain type: ${unknownStrain.join(', ')}`];
  for (const [min, max] of RANGES) {
    const [low, high] = [query[min], query[max]];
    if (low !== undefined && high !== undefined && low > high) fields[min] = [`Must not be more than ${max}`];
  }
  if (Object.keys(fields).length) throw badRequest('Invalid request.', fields);
  const { count: _count, ...rest } = query;
  return { ...rest, count, sellableOnly: query.require_sellable_quantity === true || query.sellable === true };
}
