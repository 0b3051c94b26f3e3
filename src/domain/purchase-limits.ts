import type { UsageType } from './usage-type';

export interface PurchaseLimitRow {
  category: string;
  med_limit: number | null;
  rec_limit: number | null;
}

/** The store's limit for a category and usage type (med_limit / rec_limit when numeric), else undefined (part 1 §5). */
export function categoryLimit(_limits: readonly PurchaseLimitRow[], _category: string, _usage: UsageType): number | undefined {
  throw new Error('purchase-limits: not implemented yet');
}

/** Units of a category in the cart lines. */
export function quantityInCategory(_lines: readonly { category: string; quantity: number }[], _category: string): number {
  throw new Error('purchase-limits: not implemented yet');
}

/** Every limited category with what the cart holds (part 2 §3 "Cart limit per category": limit, canAdd). */
export function cartLimits(
  _limits: readonly PurchaseLimitRow[],
  _usage: UsageType,
  _lines: readonly { category: string; quantity: number }[],
): { category: string; limit: number; inCart: number; canAdd: boolean }[] {
  throw new Error('purchase-limits: not implemented yet');
}
