import { getRouteApi } from '@tanstack/react-router';
import { pageAudience, parsePageParams } from '@/domain/content-pages';
import { useStartup } from '@/web/shared/startup/use-startup';
import { ContentPageView } from '../components/content-page-view';
import { MismatchBanner } from '../components/mismatch-banner';
import { DocumentFallback } from '../components/document-fallback';
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
  if (query.data === undefined) return <DocumentFallback query={query} />;
  const audience = pageAudience(params, query.data.data);
  return (
    <ContentPageView
      page={query.data}
      before={<MismatchBanner audience={audience} currentStore={store} usageType={usageType} stores={stores} />}
    />
  );
}
