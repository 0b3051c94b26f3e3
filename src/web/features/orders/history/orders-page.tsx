import { getRouteApi } from '@tanstack/react-router';
import { OrdersScreen } from './orders-screen';

const route = getRouteApi('/orders');

/** /orders?filter= */
export function OrdersPage() {
  const { filter } = route.useSearch();
  const navigate = route.useNavigate();
  return <OrdersScreen filter={filter} onFilterChange={(next) => void navigate({ search: { filter: next }, replace: true })} />;
}
