import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { categoryLabel, categorySlug, type Category } from '@/domain/categories';
import type { UsageType } from '@/domain/usage-type';
import { secondaryButton } from './styles';

interface EmptyStateProps {
  categories: readonly Category[];
  state: string | undefined;
  usageType: UsageType;
}

/** The empty list (part 1 §2): 'No Results Found' and links to the other kinds of product. */
export function EmptyState({ categories, state, usageType }: EmptyStateProps) {
  return (
    <section aria-labelledby="empty-title" className={css({ textAlign: 'center', py: '12', px: '4' })}>
      <h2 id="empty-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        No Results Found
      </h2>
      <p className={css({ mt: '2', color: 'muted' })}>We can't find any products matching your search.</p>
      {categories.length > 0 && (
        <>
          <p className={css({ mt: '6', fontWeight: 'semibold' })}>How about another kind?</p>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2', mt: '3', listStyle: 'none' })}>
            {categories.map((category) => (
              <li key={category}>
                <Link to="/products/$category" params={{ category: categorySlug(category, state, usageType) }} className={secondaryButton}>
                  {categoryLabel(category, state, usageType)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
