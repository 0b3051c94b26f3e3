import type { UseQueryResult } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { ArticleCardProps } from './article-card';
import { ArticleCard } from './article-card';
import { InlineError } from './content-error';
import { ArticleGridSkeleton, cardGrid } from './skeletons';

export interface MoreArticlesProps {
  id: string;
  title: string;
  cards: readonly (ArticleCardProps & { id: string })[];
  /** The list the cards come from: skeletons while pending, a retry when it failed with no cards. */
  status: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  skeletons?: number;
  /** Under an article: a rule and space above. Off where it is one section among others. */
  divided?: boolean;
}

/** A row of other articles under an article ('View Other Articles', 'You May Also Like'); hidden when empty. */
export function MoreArticles({ id, title, cards, status, skeletons = 3, divided = true }: MoreArticlesProps) {
  if (!status.isPending && !status.isError && cards.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className={cx(
        css({ display: 'flex', flexDirection: 'column', gap: '6' }),
        divided && css({ mt: { base: '2', tablet: '4' }, pt: { base: '10', tablet: '12' }, borderTop: '1px solid token(colors.line)' }),
      )}
    >
      <h2 id={id} className={css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>
        {title}
      </h2>
      {status.isPending ? (
        <ArticleGridSkeleton count={skeletons} />
      ) : status.isError && cards.length === 0 ? (
        <InlineError what="more articles" error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <ul className={cardGrid}>
          {cards.map(({ id: cardId, ...card }) => (
            <li key={cardId}>
              <ArticleCard {...card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
