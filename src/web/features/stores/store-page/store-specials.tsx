import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { MOBILE_STORE_SPECIALS } from '@/domain/constants';
import { dealsPagePath } from '@/domain/deals-path';
import { canBrowseUsage } from '@/domain/store-ordering';
import { USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { AppLink } from '@/web/ui/app-link';
import { ScrollArrows, useHorizontalScroller } from '@/web/ui/horizontal-scroller';
import { ArrowRightIcon } from '@/web/ui/icons';
import { Skeleton } from '@/web/ui/skeleton';
import { browseableSpecials } from '@/domain/specials';
import { storeSpecialsQueryOptions } from '@/web/data/specials-queries';
import { specialHref, SpecialTile } from './special-tile';

// Mobile: a list of the first MOBILE_STORE_SPECIALS (4); from the sm breakpoint a horizontal scroller.
const track = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'none' },
  gap: { base: '3', tablet: '4' },
  sm: {
    gridAutoFlow: 'column',
    gridAutoColumns: 'calc((100% - 3 * token(spacing.4)) / 3.3)',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    scrollBehavior: 'smooth',
    scrollbarWidth: 'none',
    pb: '1',
    '& > li': { scrollSnapAlign: 'start' },
  },
  md: { gridAutoColumns: 'calc((100% - 3 * token(spacing.4)) / 4)' },
  '& > li:nth-child(n+5)': { display: { base: 'none', sm: 'block' } },
});

/** The usage type whose specials the page shows: the shopper's, when this store has that menu. */
function specialsUsage(store: Store, usage: UsageType): UsageType | undefined {
  if (canBrowseUsage(store, usage)) return usage;
  return USAGE_TYPES.find((other) => canBrowseUsage(store, other));
}

/**
 * 'Savings At This Store' (part 1 §2 store page): the store's browseable specials; mobile shows 4
 * then 'View All Specials', wider screens a scroller whose arrows move by the container width minus
 * 50 px (part 1 §9). Nothing when the store has none.
 */
export function StoreSpecials({ store, usageType, isCurrentStore }: { store: Store; usageType: UsageType; isCurrentStore: boolean }) {
  const usage = specialsUsage(store, usageType);
  const query = useQuery({ ...storeSpecialsQueryOptions(store.id, usage ?? usageType), enabled: usage !== undefined });
  const specials = browseableSpecials(query.data?.data ?? []);
  const { ref: scroller, edges, measure, scrollBy } = useHorizontalScroller<HTMLUListElement>(specials.length);
  // 'View All Specials' opens the deals page of the store's state and usage type (part 1 §2).
  const allSpecialsPath = dealsPagePath(store.state, usage ?? usageType);

  // Specials kept on this device stay when a refresh fails (offline).
  if (!usage || (query.isError && specials.length === 0) || (query.isSuccess && specials.length === 0)) return null;

  return (
    <section aria-labelledby="store-savings" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' })}>
        <h2 id="store-savings" className={css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>
          Savings At This Store
        </h2>
        <ScrollArrows what="specials" edges={edges} onScroll={scrollBy} />
      </div>
      {query.isPending ? (
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(3, 1fr)' } })}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height="15rem" className={css({ borderRadius: 'card' })} />
          ))}
        </div>
      ) : (
        <ul ref={scroller} className={track} onScroll={measure} aria-label="Specials at this store">
          {specials.map((special) => (
            <li key={special.id}>
              <SpecialTile special={special} href={specialHref(special, store.store_slug, isCurrentStore, allSpecialsPath)} />
            </li>
          ))}
        </ul>
      )}
      {specials.length > MOBILE_STORE_SPECIALS && (
        <AppLink to={allSpecialsPath} className={css({ display: { base: 'inline-flex', sm: 'none' }, alignItems: 'center', gap: '1.5', fontWeight: 'bold', color: 'brand', textDecoration: 'none' })}>
          View All Specials <ArrowRightIcon />
        </AppLink>
      )}
    </section>
  );
}
