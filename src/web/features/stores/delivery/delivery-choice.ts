import { proxy } from 'valtio';
import type { UsageType } from '@/domain/usage-type';
import { chooseStore } from '@/web/state/shopping';

/**
 * The delivery the shopper chose in the delivery dialog (part 1 §2, §4): the store and usage type
 * become the shopping ones, and the zip is kept for checkout. Checkout (part 2) reads it; it moves to
 * src/web/state/shopping.ts with the order type when the cart arrives.
 */
export const deliveryChoiceState = proxy<{ storeId: number | undefined; usage: UsageType | undefined; zip: string | undefined }>({
  storeId: undefined,
  usage: undefined,
  zip: undefined,
});

export function chooseDelivery(store: { id: number; store_slug: string }, usage: UsageType, zip: string): void {
  chooseStore(store, usage);
  deliveryChoiceState.storeId = store.id;
  deliveryChoiceState.usage = usage;
  deliveryChoiceState.zip = zip;
}
