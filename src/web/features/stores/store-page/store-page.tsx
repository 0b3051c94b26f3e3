import { getRouteApi } from '@tanstack/react-router';
import { useStartup } from '@/web/shared/startup/use-startup';
import { usePageIsChooser } from '../use-page-is-chooser';
import { StoreNotFound } from './store-not-found';
import { StorePagePending } from './store-page-pending';
import { StoreScreen } from './store-screen';

const route = getRouteApi('/store/$storeSlug');

/** /store/{store_slug}: the store's details from the brand's store list, or the not-found message. */
export function StorePage() {
  const { storeSlug } = route.useParams();
  const { app, stores } = useStartup();
  usePageIsChooser();
  if (!app) return <StorePagePending />;
  const store = stores.find((entry) => entry.store_slug === storeSlug);
  if (!store) return <StoreNotFound slug={storeSlug} />;
  return <StoreScreen key={store.id} store={store} />;
}
