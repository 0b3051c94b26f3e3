import type { Cart } from '@/api/cart';

export interface DiscountRow {
  key: string;
  label: string;
  cents: number;
}

/**
 * The discount lines of the order summary, in the order the server applies them (part 2 §3 Cart;
 * DECISIONS.md "Money and points"): bundles, the cart special, the promo code, the employee
 * discount, rewards. Lines worth nothing are left out.
 */
export function discountRows(cart: Cart): DiscountRow[] {
  const rows: DiscountRow[] = cart.bundles.map((bundle) => ({
    key: `bundle-${bundle.special_id}`,
    label: bundle.sets > 1 ? `${bundle.title} (×${bundle.sets})` : bundle.title,
    cents: bundle.discount_cents,
  }));
  if (cart.applied_special) rows.push({ key: 'special', label: cart.applied_special.title, cents: cart.applied_special.discount_cents });
  if (cart.promo) rows.push({ key: 'promo', label: `Promo (${cart.promo.code})`, cents: cart.discount_promo_cents });
  if (cart.user_discount_applied) rows.push({ key: 'employee', label: cart.user_discount_caption || 'Employee discount', cents: cart.discount_employee_cents });
  if (cart.discount_loyalty_cents > 0) rows.push({ key: 'rewards', label: 'Rewards', cents: cart.discount_loyalty_cents });
  return rows.filter((row) => row.cents > 0);
}

/** 'Your total was rounded down by $0.47.' (part 2 §5 Checkout: totals rounded down to the dollar, the note shows the amount). */
export function roundingNote(roundingCents: number, format: (cents: number) => string): string | undefined {
  return roundingCents > 0 ? `Your total was rounded down by ${format(roundingCents)}.` : undefined;
}
