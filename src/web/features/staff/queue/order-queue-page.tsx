import { getRouteApi } from '@tanstack/react-router';
import { OrderQueueScreen } from './order-queue-screen';

const route = getRouteApi('/orders');

/** /orders?queue= for portal users: the Order Queue with its filter kept in the URL. */
export function OrderQueuePage() {
  const { queue } = route.useSearch();
  const navigate = route.useNavigate();
  return <OrderQueueScreen filter={queue ?? 'all'} onFilterChange={(next) => void navigate({ search: { queue: next }, replace: true })} />;
}
