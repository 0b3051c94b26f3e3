import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { specialQueryOptions } from '../api/get-specials';
import { BundleView } from '../components/bundle-view';
import { CatalogProblem } from '../components/catalog-problem';
import { NoStoreNotice, ProductGridSkeleton } from '../components/list-states';
import { CATALOG_OFFLINE, isGone } from '../network-failure';
import { isNetworkFailure } from '@/web/data/api-errors';
import { usePageMeta } from '@/web/state/page-meta';
import { SpecialHeader } from '../components/special-header';
import { pageShell, pageTitle } from '../components/styles';
import { ProductListScreen } from '../screens/product-list-screen';
import { useShoppingContext } from '../shopping-context';
import { useSearchChange } from './use-search-change';

const route = getRouteApi('/special/{-$slug}');
const ON_SPECIAL = { on_special: true } as const;
const ALL_SPECIALS = { to: '/specials', label: 'See all specials' } as const;

/** /special/{slug?}: products on one special (or on any, without a slug); bundles list their products. */
export function SpecialPage() {
  const search = route.useSearch();
  const { slug } = route.useParams();
  const onSearchChange = useSearchChange();
  const { context, isPending } = useShoppingContext();
  const query = useQuery({
    ...specialQueryOptions(context?.store.id ?? 0, context?.usageType ?? 'recreational', slug ?? ''),
    enabled: !!context && !!slug,
  });
  // The special's own words as its title and description, as the server's head for crawlers has them (issue 22).
  usePageMeta({ title: query.data?.title, description: query.data?.caption || undefined });

  if (!slug) return <ProductListScreen listKind="special" base={ON_SPECIAL} title="On Special" search={search} onSearchChange={onSearchChange} />;
  if (!context) return <div className={pageShell}>{isPending ? <ProductGridSkeleton /> : <NoStoreNotice />}</div>;
  // Only a 404 means the special is not running; any other failure (no network) says so, with a retry.
  if (query.isError && query.data === undefined && !isGone(query.error)) return <SpecialUnavailable error={query.error} retry={() => void query.refetch()} />;
  if (query.isPending) return <div className={pageShell}><ProductGridSkeleton /></div>;

  const special = query.data;
  if (!special) {
    const text = `This special isn't running at ${context.store.ecomm_display_name || context.store.name} right now.`;
    return <CatalogProblem title="Special not found" text={text} exit={ALL_SPECIALS} />;
  }
  if (special.discount_type === 'bundle') {
    return (
      <div className={pageShell}>
        <h1 className={`${pageTitle} ${css({ mb: '2' })}`}>{special.title}</h1>
        <div className={css({ mb: '6' })}>
          <SpecialHeader special={special} />
        </div>
        <BundleView special={special} context={context} />
      </div>
    );
  }
  return (
    <ProductListScreen
      listKind="special"
      base={{ special_id: special.id }}
      title={special.title}
      intro={<SpecialHeader special={special} />}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}

function SpecialUnavailable({ error, retry }: { error: Error; retry: () => void }) {
  const offline = isNetworkFailure(error);
  return (
    <CatalogProblem
      role={offline ? 'status' : 'alert'}
      title={offline ? CATALOG_OFFLINE.special : "We couldn't load this special"}
      text={offline ? CATALOG_OFFLINE.text : error.message}
      retry={retry}
      exit={ALL_SPECIALS}
    />
  );
}
