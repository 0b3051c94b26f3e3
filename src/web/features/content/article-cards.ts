import type { ContentDocumentOf } from '@/api/content';
import type { ArticleCardProps } from './components/article-card';

type Card = ArticleCardProps & { id: string };

/** A Learn article as a card linking to /learn/{uid}. */
export function educationCard(post: ContentDocumentOf<'education_post'>): Card {
  return {
    id: post.uid,
    href: `/learn/${encodeURIComponent(post.uid)}`,
    title: post.data.title,
    summary: post.data.summary,
    image: post.data.featured_image,
    publishedOn: post.published_on,
  };
}

/** A news article as a card linking to /news/{uid}, with its outlet above the title. */
export function newsCard(article: ContentDocumentOf<'news_article'>): Card {
  return {
    id: article.uid,
    href: `/news/${encodeURIComponent(article.uid)}`,
    title: article.data.title,
    summary: article.data.summary,
    image: article.data.hero_image,
    publishedOn: article.published_on,
    kicker: article.data.source,
  };
}
