/** What a tile or detail page shows: the price to pay and, when discounted, the price before. */
export interface DisplayPrice {
  current: number;
  original?: number;
}

export interface PricedProduct {
  price_cents: number;
  discounted_price_cents: number | null;
  post_tax_price_cents: number;
  discounted_post_tax_price_cents: number | null;
}

/**
 * Prices are post-tax when the store shows post-tax pricing (part 1 §3 show_post_tax_pricing); a
 * discount below the list price strikes the original.
 */
export function displayPrice(product: PricedProduct, showPostTax: boolean): DisplayPrice {
  const base = showPostTax ? product.post_tax_price_cents : product.price_cents;
  const discounted = showPostTax ? product.discounted_post_tax_price_cents : product.discounted_price_cents;
  if (discounted !== null && discounted < base) return { current: discounted, original: base };
  return { current: base };
}
