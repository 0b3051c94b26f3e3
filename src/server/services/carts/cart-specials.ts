import { and, inArray } from 'drizzle-orm';
import type { Special } from '@/api/special';
import type { BundleTerms, DiscountTerms } from '@/domain/cart-pricing-types';
import { isSpecialVisibleTo } from '@/domain/specials';
import type { UsageType } from '@/domain/usage-type';
import { specialItems } from '@/server/db/schema';
import { loadActiveSpecials } from '@/server/services/catalog/active-specials';
import { asDatabase, type Db } from './cart-db';

/**
 * The specials that price one cart (DECISIONS.md "Specials"; part 1 §3, §5): item specials of the
 * cart's products, bundles and automatic cart-level specials the shopper may see (no promo code; no
 * audience, or one of the shopper's), and the cart-level specials promo codes unlock.
 */
export interface CartSpecials {
  itemSpecials: Map<number, DiscountTerms[]>;
  bundles: BundleTerms[];
  cartSpecials: DiscountTerms[];
  /** Active cart-level specials with promo codes (matched by code on apply-promo-code). */
  promoSpecials: PromoSpecial[];
}

/** single_use is not part of the public Special (the menu never needs it); the cart does. */
export type PromoSpecial = Special & { single_use: boolean };

const ITEM_PRICE_TYPES = ['percent', 'dollar', 'price'];

export function discountTerms(special: Special): DiscountTerms {
  return {
    id: special.id,
    title: special.title,
    caption: special.caption,
    discountType: special.discount_type,
    discountPercent: special.discount_percent,
    discountDollarCents: special.discount_dollar_cents,
    bundlePriceCents: special.bundle_price_cents,
  };
}

function bundleTerms(special: Special): BundleTerms {
  return {
    ...discountTerms(special),
    targets: special.special_targets.map((target) => ({
      inventoryId: target.inventory_id,
      quantityRequired: target.quantity_required,
      quantityRemaining: target.quantity_remaining,
    })),
  };
}

export interface SpecialsScope {
  storeId: number;
  usage: UsageType;
  now: Date;
  audienceKeys: readonly string[];
  inventoryIds: readonly number[];
}

export async function loadCartSpecials(db: Db, scope: SpecialsScope): Promise<CartSpecials> {
  const { all, singleUseIds } = await loadActiveSpecials(asDatabase(db), { storeId: scope.storeId, usage: scope.usage, now: scope.now });
  const automatic = all.filter((special) => special.promo_codes.length === 0 && isSpecialVisibleTo(special, scope.audienceKeys));
  const priceSpecials = automatic.filter((special) => special.discount_level === 'inventory' && ITEM_PRICE_TYPES.includes(special.discount_type));
  return {
    itemSpecials: await itemSpecialsByInventory(db, priceSpecials, scope.inventoryIds),
    bundles: automatic.filter((special) => special.discount_type === 'bundle').map(bundleTerms),
    cartSpecials: automatic
      .filter((special) => special.discount_level === 'cart' && special.discount_type !== 'bundle')
      .map(discountTerms),
    promoSpecials: all
      .filter((special) => special.discount_level === 'cart' && special.promo_codes.length > 0)
      .map((special) => ({ ...special, single_use: singleUseIds.has(special.id) })),
  };
}

async function itemSpecialsByInventory(db: Db, priceSpecials: Special[], inventoryIds: readonly number[]) {
  const byInventory = new Map<number, DiscountTerms[]>();
  if (!priceSpecials.length || !inventoryIds.length) return byInventory;
  const byId = new Map(priceSpecials.map((special) => [special.id, special]));
  const links = await db
    .select()
    .from(specialItems)
    .where(and(inArray(specialItems.specialId, [...byId.keys()]), inArray(specialItems.inventoryId, [...inventoryIds])));
  for (const link of links) {
    const terms = discountTerms(byId.get(link.specialId)!);
    byInventory.set(link.inventoryId, [...(byInventory.get(link.inventoryId) ?? []), terms]);
  }
  return byInventory;
}

/** The promo special a code names (case-insensitive), among the active ones. */
export function findPromoSpecial(cartSpecials: CartSpecials, code: string): PromoSpecial | undefined {
  const wanted = code.trim().toLowerCase();
  return cartSpecials.promoSpecials.find((special) => special.promo_codes.some((promo) => promo.trim().toLowerCase() === wanted));
}
