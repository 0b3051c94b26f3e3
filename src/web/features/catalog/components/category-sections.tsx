import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Facets } from '@/api/inventory';
import { CATEGORIES, categoryLabel, categorySlug, type Category } from '@/domain/categories';
import { inventoryInfiniteOptions, scopeOf, type ListKind } from '@/web/shared/catalog/get-inventory';
import { toInventoryFilters, type CatalogSearch, type ListBase } from '@/web/shared/catalog/filters';
import { useInView } from '../hooks/use-in-view';
import type { ShoppingContext } from '../shopping-context';
import { ListResults } from './list-results';
import { textButton } from './styles';

interface SectionsProps {
  listKind: ListKind;
  base: ListBase;
  search: CatalogSearch;
  context: ShoppingContext;
  facets: Facets;
}

/** A tag list split into one section per category (part 1 §2 consumption and experience). */
export function CategorySections({ facets, ...rest }: SectionsProps) {
  const sections = CATEGORIES.flatMap((category) => {
    const count = facets.categories.find((entry) => entry.value === category)?.count ?? 0;
    return count > 0 ? [{ category, count }] : [];
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
      {sections.map(({ category, count }) => (
        <CategorySection key={category} category={category} count={count} {...rest} />
      ))}
    </div>
  );
}

type SectionProps = Omit<SectionsProps, 'facets'> & { category: Category; count: number };

/** One category's products; it loads once it nears the viewport and grows with 'Load more'. */
function CategorySection({ listKind, base, search, context, category, count }: SectionProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useInView(ref, '400px');
  const [started, setStarted] = useState(false);
  if (near && !started) setStarted(true);

  const query = useInfiniteQuery({
    ...inventoryInfiniteOptions(scopeOf(context), listKind, toInventoryFilters(search, { ...base, categories: category })),
    enabled: started,
  });
  const { store, usageType } = context;
  const label = categoryLabel(category, store.state, usageType);
  const headingId = `section-${category}`;

  return (
    <section ref={ref} aria-labelledby={headingId}>
      <div className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3', mb: '3' })}>
        <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {label} <span className={css({ color: 'muted', fontWeight: 'normal', fontSize: 'md' })}>({count})</span>
        </h2>
        <Link to="/products/$category" params={{ category: categorySlug(category, store.state, usageType) }} className={textButton}>
          All {label}
        </Link>
      </div>
      <ListResults
        products={query.data?.pages.flatMap((page) => page.data) ?? []}
        total={query.data?.pages[0]?.total_rows}
        query={query}
        isRefreshing={false}
        context={context}
        emptyCategories={[]}
        autoLoad={false}
        label={label}
      />
    </section>
  );
}
