/**
 * Query keys of carts and orders. Both roots are private (data/private-data.ts drops them on sign-out)
 * and every key carries the user id, so another account never reads a previous user's cart.
 */
export const cartKeys = {
  all: ['carts'] as const,
  open: (userId: number | undefined) => ['carts', 'open', userId ?? null] as const,
  order: (userId: number | undefined, cartId: number) => ['carts', 'order', userId ?? null, cartId] as const,
  slim: (userId: number | undefined) => ['carts', 'slim', userId ?? null] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  list: (userId: number | undefined, filter: string) => ['orders', userId ?? null, filter] as const,
};
