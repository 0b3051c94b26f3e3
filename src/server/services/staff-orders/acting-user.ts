import type { UserRow } from '@/server/services/carts/shopper-facts';

/**
 * The account row the cart services price and place a staff order with (part 2 §6 "Portal
 * user: bypasses order restrictions"). It is the staff member where it matters who acts: the id
 * (recorded in cart_status_changes as who placed the order) and the portal flag (the add-to-cart gate
 * and the checkout rules skip the customer's restrictions, never stock or limits). It is the customer
 * where the price depends on who buys: the employee discount, rewards earning and audience specials.
 * A new or anonymous customer has no account, so none of those apply.
 *
 * Safe because a staff order never carries a promo code or redeemed points, the only places the cart
 * services charge anything to the row's id.
 */
export function actingUser(staff: UserRow, customer: UserRow | undefined): UserRow {
  const buyer = customer ?? { ...staff, employeeStatus: 'none', loyaltyEnrolledAt: null, audienceKeys: [] };
  return {
    ...buyer,
    id: staff.id,
    orderingAppId: staff.orderingAppId,
    isPortalUser: true,
  };
}
