import type { ReactNode } from 'react';
import type { ContentDocumentOf } from '@/api/content';
import { articleShell } from '../styles';
import { ArticleHeader } from './article-header';
import { RichText } from '@/web/ui/rich-text/rich-text';
import { usePageMeta } from '@/web/state/page-meta';

/** A 'page' document (legal, brand and deals pages): its title as the h1, picture, body. */
export function ContentPageView({ page, before, after }: { page: ContentDocumentOf<'page'>; before?: ReactNode; after?: ReactNode }) {
  usePageMeta({ title: page.data.title, description: page.data.seo_description || undefined });
  return (
    <article className={articleShell}>
      {before}
      <ArticleHeader title={page.data.title} image={page.data.hero_image} />
      <RichText blocks={page.data.body} />
      {after}
    </article>
  );
}
