import { createFileRoute } from '@tanstack/react-router';
import { loadProduct } from '@/web/features/catalog/loaders';
import { ProductDetailPage } from '@/web/features/catalog/pages/product-detail-page';
import { ProductDetailPending } from '@/web/features/catalog/pages/product-detail-pending';

export const Route = createFileRoute('/product/$id')({
  loader: ({ context, params }) => loadProduct(context.queryClient, params.id),
  pendingComponent: ProductDetailPending,
  component: ProductDetailPage,
});
