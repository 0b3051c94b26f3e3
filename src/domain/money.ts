/** Money is integer cents everywhere (DECISIONS.md); these helpers are the only place cents become text. */
export type Cents = number;

/** Made at the first price shown, not as the app's code loads: a currency formatter takes a few ms to build. */
let formatter: Intl.NumberFormat | undefined;

/** 1250 -> "$12.50". */
export function formatCents(cents: Cents): string {
  formatter ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return formatter.format(cents / 100);
}

/** Whole dollars for sliders and filters: 1250 -> 12 (down), 1250 -> 13 (up). */
export function centsToDollarsFloor(cents: Cents): number {
  return Math.floor(cents / 100);
}
export function centsToDollarsCeil(cents: Cents): number {
  return Math.ceil(cents / 100);
}

/** Applies a tax rate in basis points, rounding half up to the cent. */
export function addTax(cents: Cents, rateBps: number): Cents {
  return cents + Math.round((cents * rateBps) / 10_000);
}
