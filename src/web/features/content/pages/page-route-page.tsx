import { getRouteApi } from '@tanstack/react-router';
import { pageAudience, parsePageParams } from '@/domain/content-pages';
import { useStartup } from '@/web/shared/startup/use-startup';
import { ContentError } from '../components/content-error';
import { ContentPageView } from '../components/content-page-view';
import { MismatchBanner } from '../components/mismatch-banner';
import { ArticlePending } from '../components/skeletons';
import { useContentDocument } from '../hooks/use-content-document';

const route = getRouteApi('/page/$id/{-$storeId}/{-$usageType}');

/**
 * /page/{id}/{storeID?}/{usageType?} (part 1 §2): the page document, under a banner when it was
 * written for another store or usage type than the shopper's. The route has already refused
 * invalid params and redirected old ids.
 */
export function PageRoutePage() {
  const raw = route.useParams();
  const params = parsePageParams(raw) ?? { id: raw.id, storeId: undefined, usageType: undefined };
  const { store, stores, usageType } = useStartup();
  const query = useContentDocument('page', params.id);
  // What this device kept shows even when its refresh fails (offline).
  if (query.data === undefined) return query.isError ? <ContentError error={query.error} onRetry={() => void query.refetch()} /> : <ArticlePending />;
  const audience = pageAudience(params, query.data.data);
  return (
    <ContentPageView
      page={query.data}
      before={<MismatchBanner audience={audience} currentStore={store} usageType={usageType} stores={stores} />}
    />
  );
}
