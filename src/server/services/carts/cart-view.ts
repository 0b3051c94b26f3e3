import { productArtUrl } from '@/api/art';
import type { Cart, CartItem, CartWarning } from '@/api/cart';
import { isCategory, STRAIN_TYPES, type StrainType } from '@/domain/categories';
import type { AppliedDiscount, PricedCart } from '@/domain/cart-pricing-types';
import type { OrderStatus } from '@/domain/order-status';
import { maxLineQuantity } from '@/domain/line-quantity';
import { cartLimits } from '@/domain/purchase-limits';
import type { CartContext } from './cart-context';
import type { LineRow } from './cart-line-rows';
import type { StoreRow } from './cart-store';
import { toWindowView, type CheckoutState } from './checkout-state';

/**
 * The one mapping from a cart, its lines and its pricing to the Cart of src/api/cart.ts (part 2 §3
 * "Cart / order", "Cart item"). Pure: the caller has read and priced everything.
 */
export const EMPLOYEE_DISCOUNT_CAPTION = 'Your employee discount is active.';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const discount = (applied: AppliedDiscount) => ({
  special_id: applied.specialId,
  title: applied.title,
  caption: applied.caption,
  discount_cents: applied.discountCents,
});

function storeView(store: StoreRow): Cart['store'] {
  return {
    id: store.id,
    name: store.name,
    ecomm_display_name: store.ecommDisplayName,
    store_slug: store.storeSlug,
    state: store.state,
    timezone: store.timezone,
    address_1: store.address1,
    city: store.city,
    zip: store.zip,
    phone: store.phone,
  };
}

/** A line's generated art, for a product with no uploaded picture (README "Product art"). */
function artOf(line: LineRow): string {
  const strain = (STRAIN_TYPES as readonly string[]).includes(line.strainType ?? '') ? (line.strainType as StrainType) : null;
  return productArtUrl({ category: isCategory(line.category) ? line.category : 'other', strain_type: strain, brand: line.brand, name: line.ecommDisplayName || line.name });
}

function itemView(line: LineRow, priced: PricedCart['lines'][number] | undefined): CartItem {
  return {
    id: line.lineId,
    inventory_id: line.inventoryId,
    quantity: priced?.quantity ?? line.quantity,
    price_cents: priced?.unitPriceCents ?? line.priceCents ?? 0,
    discounted_price_cents: priced?.discountedUnitPriceCents ?? null,
    total_cents: priced?.totalCents ?? 0,
    discounted_total_cents: priced?.discountedTotalCents ?? 0,
    tax_cents: priced?.taxCents ?? 0,
    applied_special_id: priced?.appliedSpecialId ?? null,
    applied_special_caption: priced?.appliedSpecialCaption ?? null,
    max_quantity: maxLineQuantity(line.sellable),
    sku: line.sku,
    inventory: {
      name: line.name,
      ecomm_display_name: line.ecommDisplayName,
      brand: line.brand,
      weight: line.weight,
      display_size: line.displaySize,
      category: line.category,
      sub_category: line.subCategory,
      quantity: line.sellable,
      image_urls: line.images.length ? line.images : [artOf(line)],
    },
  };
}

export interface CartViewInput {
  context: CartContext;
  priced: PricedCart;
  warnings: CartWarning[];
  checkout: CheckoutState;
}

export function cartView({ context, priced, warnings, checkout }: CartViewInput): Cart {
  const { cart, store, user, usage, lines } = context;
  const pricedByInventory = new Map(priced.lines.map((line) => [line.inventoryId, line]));
  const limitLines = lines.map((line) => ({ category: line.category, quantity: line.quantity }));
  const bundleCents = priced.bundles.reduce((sum, bundle) => sum + bundle.discountCents, 0);
  return {
    id: cart.id,
    user_id: cart.userId,
    store_id: cart.storeId,
    store: storeView(store),
    usage_type: usage,
    order_type: cart.orderType === 'delivery' ? 'delivery' : 'pickup',
    curbside_pickup: cart.curbsidePickup,
    vehicle_description: cart.vehicleDescription,
    checkin: cart.checkin,
    notes: cart.notes,
    status: cart.status as OrderStatus,
    cart_items: lines.map((line) => itemView(line, pricedByInventory.get(line.inventoryId))),
    warnings,
    subtotal_cents: priced.subtotalCents,
    delivery_fee_cents: priced.deliveryFeeCents,
    tax_cents: priced.taxCents,
    grand_total_cents: priced.grandTotalCents,
    rounding_difference_cents: priced.roundingDifferenceCents,
    promo_code: cart.promoCode,
    promo: priced.promo ? { ...discount(priced.promo), code: priced.promo.code, single_use: priced.promo.singleUse, face_value_cents: priced.promo.faceValueCents ?? null } : null,
    applied_special: priced.appliedSpecial ? discount(priced.appliedSpecial) : null,
    applied_special_id: priced.appliedSpecial?.specialId ?? null,
    bundles: priced.bundles.map((bundle) => ({ ...discount(bundle), sets: bundle.sets })),
    discount_cart_level_cents: priced.appliedSpecial?.discountCents ?? 0,
    discount_bundle_cents: bundleCents,
    discount_promo_cents: priced.promo?.discountCents ?? 0,
    discount_loyalty_cents: priced.loyaltyDiscountCents,
    discount_total_cents: priced.discountTotalCents,
    discount_exceeds_subtotal: priced.discountExceedsSubtotal,
    user_discount_applied: priced.employeeDiscountCents > 0,
    user_discount_caption: priced.employeeDiscountCents > 0 ? EMPLOYEE_DISCOUNT_CAPTION : null,
    discount_employee_cents: priced.employeeDiscountCents,
    loyalty_invalid: priced.loyaltyInvalid,
    loyalty_points_redeemed: priced.loyaltyPointsRedeemed,
    loyalty_points_accrued: priced.loyaltyPointsAccrued,
    loyalty_max_redemption_dollars: priced.loyaltyMaxRedemptionDollars,
    limits: cart.status === 'pending'
      ? cartLimits(store.purchaseLimits, usage, limitLines).map((limit) => ({ category: limit.category, limit: limit.limit, in_cart: limit.inCart, can_add: limit.canAdd }))
      : [],
    address: cart.address,
    delivery_start_time: iso(cart.deliveryStartTime),
    delivery_end_time: iso(cart.deliveryEndTime),
    delivery_windows: checkout.windows.map(toWindowView),
    delivery_minimum_cents: store.deliveryMinimumCents,
    checkout_block: checkout.block,
    submitted_on: iso(cart.submittedOn),
    created_at: cart.createdAt.toISOString(),
    updated_at: cart.updatedAt.toISOString(),
    anonymous: cart.anonymous,
    contact_name: cart.contactName,
    contact_phone: cart.contactPhone,
    contact_email: cart.contactEmail,
    user: { first: user.first, last: user.last },
  };
}
