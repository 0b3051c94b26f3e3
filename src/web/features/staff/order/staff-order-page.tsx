import { getRouteApi } from '@tanstack/react-router';
import { cartIdParamSchema } from '@/api/cart';
import { StaffOrderNotFound, StaffOrderScreen } from './staff-order-screen';

const route = getRouteApi('/order/$id');

/** /order/{id} for portal users; a malformed id is "not found" without asking the server. */
export function StaffOrderPage() {
  const { id } = route.useParams();
  // Digits only: the schema's coercion would also take '1e3' or ' 12'.
  const parsed = /^\d+$/.test(id) ? cartIdParamSchema.safeParse({ id }) : undefined;
  if (!parsed?.success) return <StaffOrderNotFound />;
  return <StaffOrderScreen key={parsed.data.id} orderId={parsed.data.id} />;
}
