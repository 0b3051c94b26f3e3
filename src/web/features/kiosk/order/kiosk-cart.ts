import type { Product } from '@/api/inventory';
import type { KioskOrderLine } from '@/api/kiosk-orders';
import { MIN_LINE_QUANTITY } from '@/domain/constants';
import { maxLineQuantity } from '@/domain/line-quantity';
import { displayPrice } from '@/domain/price-display';

/**
 * The kiosk's own cart (DECISIONS.md "Modes of the one installable app"): a wish list held
 * by the kiosk session only, never the shopper's server cart and never stored, so an idle reset or
 * Start Over (a new session) leaves nothing behind. Each line keeps what the menu showed of its item,
 * so it outlives a change of category; the server prices and checks stock when the order is placed.
 */
export interface KioskCartLine {
  inventoryId: number;
  name: string;
  brand: string;
  size: string;
  /** The menu's price of one, in cents (post-tax when the store shows post-tax prices). */
  unitCents: number;
  /** The most this line may hold: min(sellable stock, MAX_LINE_QUANTITY) when it was added. */
  max: number;
  quantity: number;
}

export type KioskCart = readonly KioskCartLine[];

export type KioskCartAction =
  | { type: 'add'; product: Product; postTax: boolean }
  | { type: 'set-quantity'; inventoryId: number; quantity: number }
  | { type: 'remove'; inventoryId: number };

/** Whether the menu lets this product be added at all (in stock). */
export function isAddable(product: Pick<Product, 'quantity'>): boolean {
  return maxLineQuantity(product.quantity) >= MIN_LINE_QUANTITY;
}

function lineOf(product: Product, postTax: boolean): KioskCartLine {
  return {
    inventoryId: product.id,
    name: product.ecomm_display_name || product.name,
    brand: product.brand,
    size: product.display_size,
    unitCents: displayPrice(product, postTax).current,
    max: maxLineQuantity(product.quantity),
    quantity: MIN_LINE_QUANTITY,
  };
}

const clamp = (quantity: number, max: number) => Math.min(Math.max(quantity, MIN_LINE_QUANTITY), Math.max(max, MIN_LINE_QUANTITY));

export function kioskCartReducer(cart: KioskCart, action: KioskCartAction): KioskCart {
  switch (action.type) {
    case 'add': {
      if (!isAddable(action.product)) return cart;
      const existing = cart.find((line) => line.inventoryId === action.product.id);
      if (existing) return kioskCartReducer(cart, { type: 'set-quantity', inventoryId: existing.inventoryId, quantity: existing.quantity + 1 });
      return [...cart, lineOf(action.product, action.postTax)];
    }
    case 'set-quantity':
      return cart.map((line) => (line.inventoryId === action.inventoryId ? { ...line, quantity: clamp(action.quantity, line.max) } : line));
    case 'remove':
      return cart.filter((line) => line.inventoryId !== action.inventoryId);
  }
}

/** The subtotal at the menu's prices; the store confirms the final price. */
export function cartSubtotalCents(cart: KioskCart): number {
  return cart.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
}

export function cartItemCount(cart: KioskCart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** The order's items as the contract takes them. */
export function orderItems(cart: KioskCart): KioskOrderLine[] {
  return cart.map((line) => ({ inventory_id: line.inventoryId, quantity: line.quantity }));
}
