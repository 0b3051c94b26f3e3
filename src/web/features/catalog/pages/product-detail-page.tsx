import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { INVALID_PRODUCT_ID_MESSAGE } from '@/api/inventory';
import { ApiRequestError, isNetworkFailure } from '@/web/data/api-errors';
import { parseProductId, productQueryOptions } from '../api/get-product';
import { CatalogProblem, type CatalogProblemProps } from '../components/catalog-problem';
import { NoStoreNotice } from '../components/list-states';
import { CATALOG_OFFLINE, isGone } from '../network-failure';
import { ProductDetailScreen } from '../screens/product-detail-screen';
import { useShoppingContext } from '../shopping-context';
import { ProductDetailPending } from './product-detail-pending';

const route = getRouteApi('/product/$id');

const SHOP_ALL = { to: '/shop', label: 'Shop all products' } as const;

function Problem({ tone = 'alert', ...props }: Omit<CatalogProblemProps, 'role' | 'exit'> & { tone?: 'alert' | 'status' }) {
  return <CatalogProblem role={tone} exit={SHOP_ALL} {...props} />;
}

/** /product/{id}: invalid ids are refused before any call; unknown ids show a not-found message. */
export function ProductDetailPage() {
  const { id: rawId } = route.useParams();
  const id = parseProductId(rawId);
  const { context, isPending: contextPending } = useShoppingContext();
  const query = useQuery({
    ...productQueryOptions(context?.store.id, context?.usageType ?? 'recreational', id ?? 0),
    enabled: id !== undefined && !contextPending,
  });

  if (id === undefined) return <Problem title={INVALID_PRODUCT_ID_MESSAGE} />;
  if (contextPending) return <ProductDetailPending />;
  // A product kept on this device stays on screen when a refresh fails (offline), unless
  // the menu answered that it is gone.
  if (query.isError && (query.data === undefined || isGone(query.error))) {
    const error = query.error;
    if (error instanceof ApiRequestError && error.status === 400) return <Problem title={INVALID_PRODUCT_ID_MESSAGE} />;
    if (error instanceof ApiRequestError && error.status === 404) {
      return <Problem title="Product not found" text="This product isn't on the menu anymore, or the link is wrong." />;
    }
    if (isNetworkFailure(error)) return <Problem tone="status" title={CATALOG_OFFLINE.product} text={CATALOG_OFFLINE.text} retry={() => void query.refetch()} />;
    return <Problem title="We couldn't load this product" text={error.message} retry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <ProductDetailPending />;
  if (!context) return <NoStoreNotice />;
  return <ProductDetailScreen product={query.data} context={context} />;
}
