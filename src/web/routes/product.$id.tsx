import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { loadProduct } from '@/web/features/catalog/loaders';
import { ProductDetailPage } from '@/web/features/catalog/pages/product-detail-page';
import { ProductDetailPending } from '@/web/features/catalog/pages/product-detail-pending';
import { PortalAddToCartPanel } from '@/web/shared/add-to-cart/portal-panel';

/** Staff code loads only for portal users (ARCHITECTURE.md: shoppers' bundles stay small). */
const LazyStaffAddToCartPanel = lazy(() => import('@/web/features/staff/new-order/staff-add-to-cart-panel').then((m) => ({ default: m.StaffAddToCartPanel })));

/** /product/{id} (part 1 §4): a portal user's Add to Cart adds to the order they started for a customer (part 2 §6). */
export const Route = createFileRoute('/product/$id')({
  loader: ({ context, params }) => loadProduct(context.queryClient, params.id),
  pendingComponent: ProductDetailPending,
  component: () => (
    <PortalAddToCartPanel.Provider value={LazyStaffAddToCartPanel}>
      <ProductDetailPage />
    </PortalAddToCartPanel.Provider>
  ),
});
