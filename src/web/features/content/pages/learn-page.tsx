import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { educationPostsQueryOptions } from '../api/content-lists';
import { educationCard } from '../article-cards';
import { ArticleCard } from '../components/article-card';
import { ArticleList } from '../components/article-list';
import { ContentError } from '../components/content-error';
import { PageIntro } from '../components/page-intro';
import { ListingPending } from '../components/skeletons';
import { pageShell, sectionTitle } from '../styles';

/** The newest articles lead the page; the rest follow in the full list. */
const FEATURED_COUNT = 3;

const featuredGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '3fr 2fr' },
  gridTemplateRows: { sm: 'auto auto' },
  gap: { base: '4', tablet: '6' },
  '& > :first-child': { gridRow: { sm: 'span 2' } },
});

/** /learn (part 1 §2, main brand only): featured articles, then every article with 'Load more'. */
export function LearnPage() {
  const query = useQuery(educationPostsQueryOptions());
  // What this device kept shows even when its refresh fails (offline).
  if (query.data === undefined) return query.isError ? <ContentError title="We couldn't load the articles" error={query.error} onRetry={() => void query.refetch()} /> : <ListingPending />;

  const cards = query.data.data.map(educationCard);
  const featured = cards.slice(0, FEATURED_COUNT);
  const rest = cards.slice(FEATURED_COUNT);
  return (
    <div className={pageShell}>
      <PageIntro
        kicker="Learn"
        title="Cannabis, explained"
        text="Plain-spoken guides to forms, dosing and what to expect, so you can shop with confidence."
      />
      {cards.length === 0 && <p className={css({ color: 'muted' })}>New articles are on their way. Check back soon.</p>}
      {featured.length > 0 && (
        <section aria-labelledby="learn-featured" className={css({ mb: { base: '12', tablet: '16' } })}>
          <h2 id="learn-featured" className={css({ srOnly: true })}>
            Featured Articles
          </h2>
          <ul className={featuredGrid}>
            {featured.map(({ id, ...card }, index) => (
              <li key={id}>
                <ArticleCard {...card} size={index === 0 ? 'feature' : 'default'} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {rest.length > 0 && (
        <section aria-labelledby="learn-all" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <h2 id="learn-all" className={sectionTitle}>
            More Articles
          </h2>
          <ArticleList articles={rest} label="More articles" />
        </section>
      )}
    </div>
  );
}
