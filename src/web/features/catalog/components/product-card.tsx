import type { Product } from '@/api/inventory';
import { ProductTile } from '@/web/ui/product-tile';

/** The catalog's product tile: the UI kit's tile (links to /product/{id}), priced for the store. */
export function ProductCard({ product, showPostTax, priority }: { product: Product; showPostTax: boolean; priority?: boolean }) {
  return <ProductTile product={product} postTax={showPostTax} priority={priority} />;
}
