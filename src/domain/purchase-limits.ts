import type { UsageType } from './usage-type';

/** Category purchase limits per order (part 1 §5; part 2 §3 "Cart limit per category", §8). */

export interface PurchaseLimitRow {
  category: string;
  med_limit: number | null;
  rec_limit: number | null;
}

/** The store's limit for a category and usage type (med_limit / rec_limit when a finite number >= 0), else undefined (part 1 §5). */
export function categoryLimit(limits: readonly PurchaseLimitRow[], category: string, usage: UsageType): number | undefined {
  const row = limits.find((limit) => limit.category === category);
  const value = usage === 'medical' ? row?.med_limit : row?.rec_limit;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Units of a category in the cart lines. */
export function quantityInCategory(lines: readonly { category: string; quantity: number }[], category: string): number {
  return lines.reduce((sum, line) => (line.category === category ? sum + line.quantity : sum), 0);
}

/** Units of a category that may still be added: never below 0; Infinity when the category has no limit (part 1 §5). */
export function roomInCategory(limit: number | undefined, inCart: number): number {
  return limit === undefined ? Number.POSITIVE_INFINITY : Math.max(limit - inCart, 0);
}

/**
 * Every category the store limits for the usage type, with what the cart holds (part 2 §3 "Cart
 * limit per category": limit, canAdd). Adding is allowed while the cart holds less than the limit;
 * categories without a limit are always addable and are not listed.
 */
export function cartLimits(
  limits: readonly PurchaseLimitRow[],
  usage: UsageType,
  lines: readonly { category: string; quantity: number }[],
): { category: string; limit: number; inCart: number; canAdd: boolean }[] {
  const categories = [...new Set(limits.map((row) => row.category))];
  return categories.flatMap((category) => {
    const limit = categoryLimit(limits, category, usage);
    if (limit === undefined) return [];
    const inCart = quantityInCategory(lines, category);
    return [{ category, limit, inCart, canAdd: inCart < limit }];
  });
}

/** The limit messages of part 2 §8 Ordering and checkout. */
export const LIMIT_MESSAGES = {
  reached: "You've reached a product limit.",
  limitedTo: (n: number) => `Limited to ${n} per order.`,
} as const;
