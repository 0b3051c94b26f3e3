import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { newsArticlesQueryOptions } from '../api/content-lists';
import { newsCard } from '../article-cards';
import { ArticleList } from '../components/article-list';
import { ContentError } from '../components/content-error';
import { HeroCarousel, type HeroSlide } from '../components/hero-carousel';
import { PageIntro } from '../components/page-intro';
import { ListingPending } from '../components/skeletons';
import { formatPublished } from '../format-date';
import { pageShell, sectionTitle } from '../styles';

/** /news (part 1 §2): featured news in a hero carousel, 'Submit Press Inquiry' (the route passes it in), then every article. */
export function NewsPage({ pressInquiry }: { pressInquiry?: ReactNode }) {
  const query = useQuery(newsArticlesQueryOptions());
  // What this device kept shows even when its refresh fails (offline).
  if (query.data === undefined) return query.isError ? <ContentError title="We couldn't load the news" error={query.error} onRetry={() => void query.refetch()} /> : <ListingPending label="Loading news" />;

  const articles = query.data.data;
  const slides: HeroSlide[] = articles
    .filter((article) => article.data.featured)
    .map((article) => ({
      id: article.uid,
      image: article.data.hero_image,
      title: article.data.title,
      text: article.data.summary,
      kicker: [article.data.source, formatPublished(article.published_on)].filter(Boolean).join(' · '),
      href: `/news/${encodeURIComponent(article.uid)}`,
    }));
  return (
    <div className={pageShell}>
      <PageIntro kicker="Newsroom" title="News" text="Store openings, community work and what people are saying about us." actions={pressInquiry} />
      {slides.length > 0 && (
        <div className={css({ mb: { base: '10', tablet: '14' }, mx: { base: '-4', tablet: '0' } })}>
          <HeroCarousel label="Featured news" slides={slides} />
        </div>
      )}
      <section aria-labelledby="news-latest" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <h2 id="news-latest" className={sectionTitle}>
          Latest News
        </h2>
        {articles.length === 0 ? (
          <p className={css({ color: 'muted' })}>There's no news yet. Check back soon.</p>
        ) : (
          <ArticleList articles={articles.map(newsCard)} label="News articles" />
        )}
      </section>
    </div>
  );
}
