/**
 * Price with tax: cents times (1 + rate in basis points), rounded half up to the cent
 * (DECISIONS.md: money in integer cents; tax per store and usage type).
 */
export function addTax(cents: number, rateBps: number): number {
  return Math.floor((cents * (10_000 + rateBps) + 5_000) / 10_000);
}
