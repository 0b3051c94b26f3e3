import type { ReactNode } from 'react';
import type { ContentDocumentOf } from '@/api/content';
import { articleShell } from '../styles';
import { ArticleHeader } from './article-header';
import { RichText } from './rich-text/rich-text';

/** A 'page' document (legal, brand and deals pages): its title as the h1, picture, body. */
export function ContentPageView({ page, before, after }: { page: ContentDocumentOf<'page'>; before?: ReactNode; after?: ReactNode }) {
  return (
    <article className={articleShell}>
      {before}
      <ArticleHeader title={page.data.title} image={page.data.hero_image} />
      <RichText blocks={page.data.body} />
      {after}
    </article>
  );
}
