import { getRouteApi } from '@tanstack/react-router';
import { OrderQueueScreen } from './order-queue-screen';
import { useQueueViewPrefs } from './queue-view-prefs';

const route = getRouteApi('/orders');

/** /orders?queue= for portal users: the Order Queue with its filter kept in the URL, its order and order type on the device. */
export function OrderQueuePage() {
  const { queue } = route.useSearch();
  const navigate = route.useNavigate();
  const [prefs, setPrefs] = useQueueViewPrefs();
  return (
    <OrderQueueScreen
      view={{ filter: queue ?? 'all', ...prefs }}
      onViewChange={({ filter, ...change }) => {
        if (filter !== undefined) void navigate({ search: { queue: filter }, replace: true });
        if (Object.keys(change).length) setPrefs(change);
      }}
    />
  );
}
