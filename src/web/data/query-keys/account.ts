import type { UsageType } from '@/domain/usage-type';
import { ownerOf } from './owner';

/** The signed-in user. Private. */
export const userKeys = {
  all: ['users'] as const,
  /** The prefix of every user's me query: invalidate it after any change to the account. */
  meRoot: ['users', 'me'] as const,
  me: (userId: number | undefined) => ['users', 'me', ownerOf(userId)] as const,
  loyaltyStatus: (userId: number | undefined) => ['users', 'loyalty-status', ownerOf(userId)] as const,
};

/** The shopper's carts and orders. Private. */
export const cartKeys = {
  all: ['carts'] as const,
  open: (userId: number | undefined) => ['carts', 'open', ownerOf(userId)] as const,
  order: (userId: number | undefined, cartId: number) => ['carts', 'order', ownerOf(userId), cartId] as const,
  slim: (userId: number | undefined) => ['carts', 'slim', ownerOf(userId)] as const,
  /** Orders with their items for the contact pickers, per set of statuses. */
  slimWith: (userId: number | undefined, statuses: readonly string[]) => [...cartKeys.slim(userId), [...statuses].sort().join(',')] as const,
  /** Mutation key of every cart write, so 'Recalculating' counts only cart writes. */
  writes: ['carts', 'write'] as const,
};

/** Order history. Private. */
export const orderKeys = {
  all: ['orders'] as const,
  /** Every order list of one shopper (an order moving refetches them all). */
  lists: (userId: number | undefined) => ['orders', ownerOf(userId)] as const,
  list: (userId: number | undefined, filter: string) => [...orderKeys.lists(userId), filter] as const,
};

/** Delivery checks of the cart: short-lived answers, never kept. */
export const deliveryKeys = {
  validate: (storeId: number, usageType: UsageType, zip: string) => ['delivery', 'validate', storeId, usageType, zip] as const,
  vendorStatus: ['delivery', 'vendor-status'] as const,
};
