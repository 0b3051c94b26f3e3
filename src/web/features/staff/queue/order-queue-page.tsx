import { getRouteApi } from '@tanstack/react-router';
import { OrderQueueScreen } from './order-queue-screen';

const route = getRouteApi('/orders');

/** /orders?queue=&sort=&type= for portal users: the Order Queue with its filter, order and type kept in the URL. */
export function OrderQueuePage() {
  const { queue, sort, type } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <OrderQueueScreen
      view={{ filter: queue ?? 'all', sort, type }}
      onViewChange={(change) =>
        void navigate({
          search: (previous) => ({
            ...previous,
            ...('filter' in change ? { queue: change.filter } : {}),
            ...('sort' in change ? { sort: change.sort } : {}),
            ...('type' in change ? { type: change.type } : {}),
          }),
          replace: true,
        })
      }
    />
  );
}
