import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showsLearn } from '@/domain/store-state';
import { useStartup } from '@/web/shared/startup/use-startup';
import { contentKeys } from '@/web/data/query-keys';
import { storeSpecialsQueryOptions } from '@/web/data/specials-queries';
import { buildNavModel, type NavModel } from './nav-model';

/** Featured articles change rarely; like other content, fresh for 5 minutes. */
const ARTICLES_STALE_MS = 5 * 60_000;

/**
 * The header and mobile nav's menus for the current brand, store and usage type. The Learn menu's
 * featured articles load only where Learn shows (part 1 §2), through a lazily loaded module; until
 * they arrive, or when there are none, Learn is a plain link to /learn.
 */
export function useNavModel(): NavModel {
  const queryClient = useQueryClient();
  const { store, storeContext, isLoadingStore, usageType } = useStartup();
  const specials = useQuery(storeSpecialsQueryOptions(store?.id, usageType));
  const articles = useQuery({
    queryKey: contentKeys.featuredArticleLinks,
    queryFn: async () => (await import('./article-links')).fetchFeaturedArticleLinks(queryClient),
    enabled: showsLearn(storeContext),
    staleTime: ARTICLES_STALE_MS,
    retry: false,
  });
  return buildNavModel({ ctx: storeContext, store, isLoadingStore, specials: specials.data?.data ?? [], articles: articles.data });
}
