import type { Cart } from '@/api/cart';
import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import type { AddToCartFacts } from '@/domain/add-to-cart-gate';
import { categoryLabel } from '@/domain/categories';
import { includesText } from '@/domain/contact-preferences';
import { maxLineQuantity } from '@/domain/line-quantity';
import { phoneStatus } from '@/domain/phone-verification';
import { categoryLimit, quantityInCategory } from '@/domain/purchase-limits';
import { orderingRight } from '@/domain/store-association';
import { storeCartFacts } from '@/domain/store-cart-rules';
import type { UsageType } from '@/domain/usage-type';

/**
 * What the client knows, turned into the facts of the add-to-cart gate (src/domain/add-to-cart-gate.ts,
 * part 1 §4 and §5). The server asks the same gate on carts/op/add-item; anything the client cannot
 * see (an email not confirmed) the server still refuses, and the area shows that refusal.
 */

export type AddToCartProduct = Pick<Product, 'id' | 'store_id' | 'usage_type' | 'quantity' | 'category'>;

export interface AddToCartInput {
  store: Store;
  usage: UsageType;
  /** Undefined when nobody is signed in. */
  user: User | undefined;
  product: AddToCartProduct;
  /** The open (pending) cart, if any. */
  cart: Cart | null | undefined;
  quantity: number;
}

/** The store takes online orders for the usage type (src/domain/store-cart-rules.ts). */
export const storeTakesOnlineOrders = (store: Store, usage: UsageType) => storeCartFacts(store, usage).ordersOnline;

/**
 * Why the user has no usable contact method for order notices, if not (part 1 §5 "and a re-verified
 * phone for some users", part 2 §4 "Phone verification"): none chosen; a phone due for
 * re-verification after the texting provider changed (whatever the method, as the server rules);
 * or text notices to a phone never verified.
 */
export type ContactProblem = 'none' | 'reverify-phone' | 'verify-phone';

export function contactProblem(user: Pick<User, 'opt_preferences' | 'is_phone_verified' | 'twilio_prev_verified' | 'user_activities'>): ContactProblem | undefined {
  const method = user.opt_preferences.find((entry) => entry.type === 'transaction')?.opt_in;
  if (!method || method === 'none') return 'none';
  const phone = phoneStatus(user);
  if (phone === 'reverify') return 'reverify-phone';
  return includesText(method) && phone !== 'verified' ? 'verify-phone' : undefined;
}

/** The open cart as the gate sees it (a placed order is no open cart); the gate compares store and usage type. */
function cartFacts(cart: Cart | null | undefined, category: string): AddToCartFacts['cart'] {
  if (!cart || cart.status !== 'pending') return undefined;
  const lines = cart.cart_items.map((item) => ({ category: item.inventory.category, quantity: item.quantity }));
  return { storeId: cart.store_id, usageType: cart.usage_type, quantityInCategory: quantityInCategory(lines, category) };
}

function userFacts(user: User | undefined, store: Store, usage: UsageType): AddToCartFacts['user'] {
  if (!user) return undefined;
  const associations = user.user_store_associations.map(({ store_id, association_type, status }) => ({ store_id, association_type, status }));
  return {
    isPortalUser: user.is_portal_user,
    // Signing in needs a confirmed email, so what the client can see is the standing at this store.
    accountConfirmed: orderingRight(associations, store.id, usage) !== 'blocked',
    hasContactMethod: contactProblem(user) === undefined,
    medicalCardStates: user.medical_cards.filter((card) => !card.is_expired).map((card) => card.state),
    associations,
  };
}

export function buildAddToCartFacts({ store, usage, user, product, cart, quantity }: AddToCartInput): AddToCartFacts {
  const { ordersOnline, ordersPaused, restrictionMessage } = storeCartFacts(store, usage);
  return {
    usage,
    store: {
      id: store.id,
      state: store.state,
      ordersOnline,
      restrictionMessage,
      ordersPaused,
      requiresMedicalCard: store.requires_medical_card_to_order,
    },
    user: userFacts(user, store, usage),
    product: {
      storeId: product.store_id,
      usageType: product.usage_type,
      sellable: product.quantity,
      category: product.category,
      categoryLabel: categoryLabel(product.category, store.state, usage),
    },
    cart: cartFacts(cart, product.category),
    categoryLimit: categoryLimit(store.purchase_limits, product.category, usage),
    quantity,
  };
}

/**
 * The room left in the product's category (the gate's checks 12-13), or undefined when the category
 * has no limit; the quantity picker stops there.
 */
export function roomInCategory(facts: AddToCartFacts): number | undefined {
  if (facts.categoryLimit === undefined) return undefined;
  const { cart } = facts;
  const counts = cart && cart.storeId === facts.store.id && cart.usageType === facts.usage;
  return facts.categoryLimit - (counts ? cart.quantityInCategory : 0);
}

/**
 * The most the shopper may add now (part 1 §5): the smaller of the stock left after what the cart
 * already holds of this product, 20 per line, and the room left in the category.
 */
export function addableQuantity(input: Omit<AddToCartInput, 'quantity'>, room: number | undefined): number {
  const { cart, product, store, usage } = input;
  const sameCart = cart && cart.store_id === store.id && cart.usage_type === usage;
  const inLine = sameCart ? (cart.cart_items.find((item) => item.inventory_id === product.id)?.quantity ?? 0) : 0;
  const lineRoom = maxLineQuantity(product.quantity) - inLine;
  return Math.max(Math.min(lineRoom, room ?? Infinity), 0);
}
