import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { SpecialInput, SpecialPreview } from '@/api/admin-specials';
import { priceAfterSpecial, priceCart } from '@/domain/cart-pricing';
import type { BundleTerms, DiscountTerms, PricedCart, PricingInput } from '@/domain/cart-pricing-types';
import { SPECIAL_PREVIEW_ITEMS } from '@/domain/constants';
import type { UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema';
import { loadCartSpecials, type CartSpecials } from '@/server/services/carts/cart-specials';
import type { SpecialStore } from './special-access';
import { checkPreviewDraft } from './special-draft';

/** How many lines the example cart holds when the special does not say (a bundle holds one set). */
const EXAMPLE_LINES = 3;
const PREVIEW_ID = 0;

interface ItemPrice {
  id: number;
  name: string;
  brand: string;
  category: string;
  price: number;
}

/** The store's items offered for the usage type, by name: these ids, or the first few when `ids` is undefined. */
async function offeredItems(db: Database, storeId: number, usage: UsageType, ids: readonly number[] | undefined, limit: number): Promise<ItemPrice[]> {
  const price = usage === 'medical' ? inventoryItems.medPriceCents : inventoryItems.recPriceCents;
  const filters: SQL[] = [eq(inventoryItems.storeId, storeId), isNotNull(price)];
  if (ids) {
    if (!ids.length) return [];
    filters.push(inArray(inventoryItems.id, [...ids]));
  }
  const rows = await db
    .select({ id: inventoryItems.id, name: inventoryItems.name, brand: inventoryItems.brand, category: inventoryItems.category, price, hidden: inventoryItems.hiddenUsageTypes })
    .from(inventoryItems)
    .where(and(...filters))
    .orderBy(asc(inventoryItems.name), asc(inventoryItems.id))
    .limit(limit);
  return rows.filter((row) => !row.hidden.includes(usage)).map(({ hidden: _hidden, price: cents, ...row }) => ({ ...row, price: cents ?? 0 }));
}

function draftTerms(input: SpecialInput): DiscountTerms {
  return {
    id: PREVIEW_ID,
    title: input.title,
    caption: input.caption,
    discountType: input.discount_type,
    discountPercent: input.discount_percent,
    discountDollarCents: input.discount_dollar_cents,
    bundlePriceCents: input.bundle_price_cents,
  };
}

/** The pricing input of the example cart with the store's live specials (but the one being edited), and with the draft when asked. */
function exampleInput(store: SpecialStore, usage: UsageType, lines: { item: ItemPrice; quantity: number }[], live: CartSpecials, input: SpecialInput, withDraft: { touched: Set<number> } | undefined): PricingInput {
  const terms = draftTerms(input);
  const isItemSpecial = input.discount_level === 'inventory' && input.discount_type !== 'bundle';
  const bundle: BundleTerms = { ...terms, targets: input.targets.map((target) => ({ inventoryId: target.inventory_id, quantityRequired: target.quantity_required, quantityRemaining: 1 })) };
  const cartLevel = input.discount_level === 'cart';
  const promo = cartLevel && input.promo_codes.length ? { code: input.promo_codes[0]!, terms, singleUse: input.single_use } : undefined;
  return {
    lines: lines.map(({ item, quantity }) => ({
      inventoryId: item.id,
      quantity,
      unitPriceCents: item.price,
      category: item.category,
      itemSpecials: [...(live.itemSpecials.get(item.id) ?? []), ...(withDraft && isItemSpecial && withDraft.touched.has(item.id) ? [terms] : [])],
    })),
    bundles: [...live.bundles, ...(withDraft && input.discount_type === 'bundle' ? [bundle] : [])],
    cartSpecials: [...live.cartSpecials, ...(withDraft && cartLevel && !promo ? [terms] : [])],
    promo: withDraft ? promo : undefined,
    isEmployee: false,
    loyalty: { enrolled: false, pointsToRedeem: 0, rules: { allowedRedemption: 'none', minimumBalanceRequirement: 'none', pointsPerDollar: 40 } },
    taxRateBps: usage === 'medical' ? store.taxRateMedBps : store.taxRateRecBps,
    deliveryFeeCents: 0,
  };
}

/** The live specials of the store a shopper with the draft's audience keys gets, less the special being edited. */
async function liveSpecials(db: Database, store: SpecialStore, usage: UsageType, input: SpecialInput, inventoryIds: number[], exceptId: number | undefined, now: Date): Promise<CartSpecials> {
  const live = await loadCartSpecials(db, { storeId: store.id, usage, now, audienceKeys: input.audience_keys, inventoryIds });
  const keep = <T extends { id: number }>(list: readonly T[]) => list.filter((terms) => terms.id !== exceptId);
  return { ...live, itemSpecials: new Map([...live.itemSpecials].map(([id, list]) => [id, keep(list)])), bundles: keep(live.bundles), cartSpecials: keep(live.cartSpecials) };
}

const leftToPay = (priced: PricedCart) => Math.max(priced.subtotalCents - priced.discountTotalCents, 0);

/**
 * POST admin/stores/{id}/specials/preview: the items the special touches with the unit price before
 * and after it (priceAfterSpecial, the cart's own), and an example cart priced by priceCart with the
 * store's other live specials, as a shopper's cart would be (README "Specials in the console").
 */
export async function previewSpecial(db: Database, store: SpecialStore, input: SpecialInput, usage: UsageType, exceptId: number | undefined, now: Date): Promise<SpecialPreview> {
  const itemIds = await checkPreviewDraft(db, store, input);
  const isBundle = input.discount_type === 'bundle';
  const touchedIds = isBundle ? input.targets.map((target) => target.inventory_id) : itemIds;
  const touched = await offeredItems(db, store.id, usage, touchedIds, SPECIAL_PREVIEW_ITEMS);
  const terms = draftTerms(input);
  const after = (item: ItemPrice) => (input.discount_level === 'inventory' && !isBundle ? priceAfterSpecial(terms, item.price) : item.price);
  const lines = isBundle
    ? touched.map((item) => ({ item, quantity: input.targets.find((target) => target.inventory_id === item.id)?.quantity_required ?? 1 }))
    : (input.discount_level === 'cart' ? await offeredItems(db, store.id, usage, undefined, EXAMPLE_LINES) : touched.slice(0, EXAMPLE_LINES)).map((item) => ({ item, quantity: 1 }));
  const live = await liveSpecials(db, store, usage, input, lines.map((line) => line.item.id), exceptId, now);
  const without = priceCart(exampleInput(store, usage, lines, live, input, undefined));
  const priced = priceCart(exampleInput(store, usage, lines, live, input, { touched: new Set(touchedIds) }));
  const line = (item: ItemPrice, quantity: number, discounted: number) => ({ id: item.id, name: item.name, brand: item.brand, category: item.category, quantity, price_cents: item.price, discounted_price_cents: discounted });
  return {
    usage_type: usage,
    items: touched.map((item) => line(item, 1, after(item))),
    total_items: touchedIds.length,
    example_cart: {
      lines: lines.map(({ item, quantity }, index) => line(item, quantity, priced.lines[index]!.discountedUnitPriceCents ?? item.price)),
      subtotal_cents: priced.subtotalCents,
      discount_total_cents: priced.discountTotalCents,
      tax_cents: priced.taxCents,
      grand_total_cents: priced.grandTotalCents,
      rounding_difference_cents: priced.roundingDifferenceCents,
      special_saving_cents: leftToPay(without) - leftToPay(priced),
    },
  };
}
