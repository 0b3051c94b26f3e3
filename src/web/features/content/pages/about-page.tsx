import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { ContentDocumentOf } from '@/api/content';
import { useStartup } from '@/web/shared/startup/use-startup';
import { AboutSectionView } from '../about/section-registry';
import { articlesByUidQueryOptions } from '../api/content-lists';
import { educationCard } from '../article-cards';
import { FaqModule } from '../components/faq-module';
import { HeroCarousel } from '../components/hero-carousel';
import { MoreArticles } from '../components/more-articles';
import { DocumentFallback } from '../components/document-fallback';
import { useContentDocument } from '../hooks/use-content-document';
import { ABOUT_UID } from '../loaders';

/** /about (part 1 §2, main brand only): hero carousel, featured articles, the content sections, FAQs. */
export function AboutPage() {
  const query = useContentDocument('about', ABOUT_UID);
  if (query.data === undefined) return <DocumentFallback query={query} />;
  return <AboutScreen about={query.data} />;
}

export function AboutScreen({ about }: { about: ContentDocumentOf<'about'> }) {
  const { app } = useStartup();
  const { hero_slides: heroSlides, featured_article_uids: featuredUids, sections } = about.data;
  const featured = useQuery({ ...articlesByUidQueryOptions(featuredUids), enabled: featuredUids.length > 0 });
  // The list answers newest first; the about page shows the articles in the order it chose them.
  const cards = featuredUids.flatMap((uid) => featured.data?.data.filter((post) => post.uid === uid) ?? []).map(educationCard);
  const brandName = app?.name ?? 'us';
  return (
    <div className={css({ maxW: '1200px', mx: 'auto', px: { base: '0', tablet: '6', md: '8' }, pt: { base: '0', tablet: '8' }, pb: '12' })}>
      <h1 className={css({ srOnly: true })}>About {brandName}</h1>
      {heroSlides.length > 0 && (
        <HeroCarousel
          label={`About ${brandName}`}
          slides={heroSlides.map((slide, index) => ({ id: `hero-${index}`, image: slide.image, title: slide.title, text: slide.text }))}
        />
      )}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '14', tablet: '20' }, px: { base: '4', tablet: '0' }, mt: { base: '10', tablet: '14' } })}>
        {featuredUids.length > 0 && (
          <MoreArticles id="about-featured" title="Featured Articles" cards={cards} status={featured} divided={false} />
        )}
        {sections.map((section, index) => (
          <AboutSectionView key={`${section.kind}-${index}`} section={section} id={`about-${section.kind.replace(/_/g, '-')}-${index}`} />
        ))}
        <FaqModule id="about-faq" />
      </div>
    </div>
  );
}
