import type { Potency, Product } from '@/api/inventory';

/** What a tile or detail page shows: the price to pay and, when discounted, the price before. */
export interface DisplayPrice {
  current: number;
  original?: number;
}

type PricedProduct = Pick<
  Product,
  'price_cents' | 'discounted_price_cents' | 'post_tax_price_cents' | 'discounted_post_tax_price_cents'
>;

/** Prices are post-tax when the store shows post-tax pricing (part 1 §3); a discount strikes the original. */
export function displayPrice(product: PricedProduct, showPostTax: boolean): DisplayPrice {
  const base = showPostTax ? product.post_tax_price_cents : product.price_cents;
  const discounted = showPostTax ? product.discounted_post_tax_price_cents : product.discounted_price_cents;
  if (discounted !== null && discounted < base) return { current: discounted, original: base };
  return { current: base };
}

export const POTENCY_KEYS = ['thc', 'thca', 'cbd', 'cbda', 'cbn', 'cbg'] as const;
export type PotencyKey = (typeof POTENCY_KEYS)[number];

/** One formatted potency value, e.g. { label: 'THC', value: '22.5%' } or '10mg each'. */
export interface PotencyLine {
  key: string;
  label: string;
  value: string;
}

function amount(value: number, unit: Potency['unit']): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded}${unit}`;
}

/** Every potency the product states: THC, THCA, CBD, CBDA, CBN, CBG, and the per-piece THC/CBD. */
export function potencyLines(potency: Potency): PotencyLine[] {
  const lines: PotencyLine[] = [];
  for (const key of POTENCY_KEYS) {
    const value = potency[key];
    if (value !== null) lines.push({ key, label: key.toUpperCase(), value: amount(value, potency.unit) });
  }
  if (potency.thc_each !== null) lines.push({ key: 'thc_each', label: 'THC', value: `${amount(potency.thc_each, 'mg')} each` });
  if (potency.cbd_each !== null) lines.push({ key: 'cbd_each', label: 'CBD', value: `${amount(potency.cbd_each, 'mg')} each` });
  return lines;
}
