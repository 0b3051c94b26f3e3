import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { browseableSpecials } from '@/domain/specials';
import { storeSpecialsQueryOptions } from '@/web/data/specials-queries';
import type { ShoppingContext } from '../shopping-context';
import { Skeleton } from '@/web/ui/skeleton';
import { SpecialCard } from './special-card';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
  listStyle: 'none',
});

/** The store's browseable specials, as cards above the products on special. */
export function SpecialsShelf({ context }: { context: ShoppingContext }) {
  const query = useQuery(storeSpecialsQueryOptions(context.store.id, context.usageType));
  if (query.isPending) {
    return <Skeleton height="10rem" className={css({ borderRadius: 'card' })} />;
  }
  const specials = browseableSpecials(query.data?.data ?? []);
  if (specials.length === 0) return null;
  return (
    <section aria-labelledby="store-specials" className={css({ mt: '2' })}>
      <h2 id="store-specials" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>
        Savings at this Store
      </h2>
      <ul className={grid}>
        {specials.map((special) => (
          <li key={special.id}>
            <SpecialCard special={special} />
          </li>
        ))}
      </ul>
    </section>
  );
}
