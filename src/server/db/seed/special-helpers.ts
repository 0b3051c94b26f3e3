import type { UsageType } from '@/domain/usage-type';
import type { specials } from '../schema';
import type { ItemSummary } from './inventory';
import { SPECIALS_END_DATE, daysBeforeBase, type Rng } from './random';

/** A special row before it knows its store. */
export type NewSpecial = Omit<typeof specials.$inferInsert, 'storeId'>;

/** A special with the items it discounts (inventory level) or requires (bundle targets). */
export interface SpecialPlan {
  row: NewSpecial;
  itemIds?: number[];
  targets?: { inventoryId: number; quantityRequired: number }[];
}

/** Whether the item has a price for the usage type (null means not offered). */
export const offeredIn = (item: ItemSummary, usage: UsageType) =>
  (usage === 'medical' ? item.medPriceCents : item.recPriceCents) !== null;
/** Whether the item can be bought for the usage type right now. */
export const sellableIn = (item: ItemSummary, usage: UsageType) =>
  (usage === 'medical' ? item.medSellable : item.recSellable) > 0;
export const offeredPrices = (item: ItemSummary) =>
  [item.medPriceCents, item.recPriceCents].filter((price): price is number => price !== null);
export const kebab = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A live window: started some days before the base date, running to 2030 (or open-ended). */
export function activeWindow(rng: Rng): Pick<NewSpecial, 'startsAt' | 'endsAt'> {
  return { startsAt: rng.chance(0.2) ? null : daysBeforeBase(rng.int(3, 60)), endsAt: rng.chance(0.15) ? null : SPECIALS_END_DATE };
}
