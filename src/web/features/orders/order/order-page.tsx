import { getRouteApi } from '@tanstack/react-router';
import { cartIdParamSchema } from '@/api/cart';
import { OrderNotFound, OrderScreen } from './order-screen';

const route = getRouteApi('/order/$id');

/** /order/{id}: a malformed id is "not found" without asking the server. */
export function OrderPage() {
  const { id } = route.useParams();
  // Digits only: the schema's coercion would also take '1e3' or ' 12'.
  const parsed = /^\d+$/.test(id) ? cartIdParamSchema.safeParse({ id }) : undefined;
  if (!parsed?.success) return <OrderNotFound />;
  return <OrderScreen key={parsed.data.id} orderId={parsed.data.id} />;
}
