import { lazy, Suspense, useDeferredValue, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { categoryLabel, FLOWER_TYPE_CATEGORIES, type Category } from '@/domain/categories';
import { BREAKPOINTS } from '@/domain/constants';
import type { ListKind } from '@/web/shared/catalog/get-inventory';
import { activeFilterChips } from '../filter-chips';
import { clearFilters, resolveSort, sortOptions, type CatalogSearch, type ListBase } from '@/web/shared/catalog/filters';
import { useMediaQuery } from '@/web/ui/hooks/use-media-query';
import { useProductList } from '../hooks/use-product-list';
import { storeCategories } from '@/domain/catalog-navigation';
import { CategoryStrip } from '../components/category-strip';
import { FilterChips } from '../components/filter-chips';
import { FilterDrawerButton } from '../components/filter-drawer-button';
import { FilterPanel } from '../components/filter-panel';
import { ListResults } from '../components/list-results';
import { NoStoreNotice, ProductGridSkeleton } from '../components/list-states';
import { LastUpdated } from '@/web/ui/last-updated';
import { SkipLink } from '@/web/ui/skip-link';
import { ResultCount } from '../components/result-count';
import { SearchBox } from '../components/search-box';
import { SortSelect } from '../components/sort-select';
import { pageShell, pageTitle } from '../components/styles';

/** Only tag pages (consumption, experience) show sections: category lists load without them. */
const CategorySections = lazy(() => import('../components/category-sections').then((module) => ({ default: module.CategorySections })));

export type SearchChange = (next: CatalogSearch, options?: { replace?: boolean }) => void;

export interface ProductListScreenProps {
  listKind: ListKind;
  base: ListBase;
  search: CatalogSearch;
  onSearchChange: SearchChange;
  /** Heading; a category list defaults to the category's label for the store. */
  title?: string;
  category?: Category;
  intro?: ReactNode;
  /** 'sections' splits the list into one section per category (consumption, experience). */
  layout?: 'list' | 'sections';
}

/** Potency is % for flower-type lists and mg for the rest; mixed lists show plain numbers. */
export function potencyUnitFor(category: Category | undefined): string {
  if (!category) return '';
  return FLOWER_TYPE_CATEGORIES.includes(category) ? '%' : 'mg';
}

/** Where 'Skip to results' lands: the products, after the strip, search, sort and filters. */
const RESULTS_ID = 'results';

/**
 * Scrolled to by 'Skip to results', the first row shows below the sticky header (HEADER_HEIGHT_MOBILE
 * 95 px, HEADER_HEIGHT_DESKTOP 72 px) and the category strip under it (57 px), not behind them.
 */
const resultsRegion = css({ minW: '0', outline: 'none', scrollMarginTop: { base: '168px', burger: '145px' } });

/** The product list screen (part 1 §2): search, count, sort, filters, chips, strip, infinite list. */
export function ProductListScreen(props: ProductListScreenProps) {
  const { listKind, base, search, onSearchChange, title, category, intro, layout = 'list' } = props;
  // The controls (a ticked filter, the chips, the sort) follow the URL at once; the list follows a step
  // behind, in a render React may interrupt, so a tap paints its checkbox before the list's tiles are
  // rendered (issue 23: a filter toggle at 4x CPU was the whole list's render before the next paint).
  const listSearch = useDeferredValue(search);
  const { context, contextPending, query, products, facets, total } = useProductList(listKind, base, listSearch);
  const results = useRef<HTMLElement>(null);
  // The sidebar's checkboxes and sliders are only built where the sidebar shows (>= sm).
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.sm}px)`);

  if (!context) {
    return <div className={pageShell}>{contextPending ? <ProductGridSkeleton /> : <NoStoreNotice />}</div>;
  }
  const { store, usageType } = context;
  const categories = storeCategories(store);
  const chips = activeFilterChips(search, potencyUnitFor(category));
  const sort = resolveSort(search.order_by, facets?.has_featured);
  const heading = title ?? (category ? categoryLabel(category, store.state, usageType) : 'Products');
  const panel = (variant: 'sidebar' | 'drawer') =>
    facets && (
      <FilterPanel
        facets={facets}
        search={search}
        category={category}
        potencyUnit={potencyUnitFor(category)}
        variant={variant}
        onChange={(next) => onSearchChange(next)}
      />
    );

  return (
    <>
      {/* The page's first stop: the category strip, search, sort and filters come before the products (issue 21). */}
      <SkipLink targetId={RESULTS_ID} target={results}>
        Skip to results
      </SkipLink>
      <CategoryStrip categories={categories} current={category} state={store.state} usageType={usageType} />
      <div className={pageShell}>
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '2', mb: '4' })}>
          <h1 className={pageTitle}>{heading}</h1>
          {intro}
          <LastUpdated updatedAt={query.dataUpdatedAt} />
        </header>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '3' })}>
          <SearchBox value={search.search} onSearch={(text) => onSearchChange({ ...search, search: text }, { replace: true })} />
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', justifyContent: 'space-between', w: { base: 'full', tablet: 'auto' } })}>
            <ResultCount total={total} pending={query.isPending} />
            <SortSelect value={sort} options={sortOptions(facets?.has_featured, sort)} onChange={(order_by) => onSearchChange({ ...search, order_by })} />
            <FilterDrawerButton activeCount={chips.length} total={total} onClearAll={() => onSearchChange(clearFilters(search))}>
              {panel('drawer')}
            </FilterDrawerButton>
          </div>
        </div>
        <FilterChips chips={chips} onRemove={(chip) => onSearchChange(chip.next)} onClearAll={() => onSearchChange(clearFilters(search))} />
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '240px 1fr' }, gap: '6', mt: '4' })}>
          <aside aria-label="Filters" className={css({ display: { base: 'none', sm: 'block' } })}>
            {wide && panel('sidebar')}
          </aside>
          <section id={RESULTS_ID} ref={results} tabIndex={-1} aria-labelledby={`${RESULTS_ID}-heading`} className={resultsRegion}>
            {/* Names the region, and puts a level between the page's h1 and the product names' h3s. */}
            <h2 id={`${RESULTS_ID}-heading`} className={css({ srOnly: true })}>
              Results
            </h2>
            {layout === 'sections' && facets && total !== 0 ? (
              <Suspense fallback={<ProductGridSkeleton />}>
                <CategorySections listKind={listKind} base={base} search={listSearch} context={context} facets={facets} />
              </Suspense>
            ) : (
              <ListResults
                products={products}
                total={total}
                query={query}
                isRefreshing={query.isPlaceholderData}
                context={context}
                emptyCategories={categories.filter((entry) => entry !== category)}
                label={heading}
              />
            )}
          </section>
        </div>
      </div>
    </>
  );
}
