import { memo } from 'react';
import type { Product } from '@/api/inventory';
import { ProductTile } from '@/web/ui/product-tile';

/**
 * The catalog's product tile: the UI kit's tile (links to /product/{id}), priced for the store.
 * Memoized: loading the next page, or a list whose pages are refetched with the same answer (kept
 * by the query's structural sharing), renders only the tiles that changed.
 */
export const ProductCard = memo(function ProductCard({ product, showPostTax }: { product: Product; showPostTax: boolean }) {
  return <ProductTile product={product} postTax={showPostTax} />;
});
