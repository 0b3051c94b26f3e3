const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents to a display price: 1250 -> "$12.50" (money is cents everywhere, DECISIONS.md). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
