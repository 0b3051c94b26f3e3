import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ContentImage as Image } from '@/api/content';
import { visibleTags } from '@/domain/content-pages';
import { chip } from '@/web/ui/chip';
import { formatPublished } from '../format-date';
import { eyebrow, lede, pageTitle } from '../styles';
import { ContentImage } from '@/web/ui/content-image';

export interface ArticleHeaderProps {
  title: string;
  kicker?: ReactNode;
  summary?: string;
  publishedOn?: string;
  tags?: readonly string[];
  image?: Image | null;
}

/** The top of an article or content page: kicker, the page's one h1, date and tags, then its picture. */
export function ArticleHeader({ title, kicker, summary, publishedOn, tags = [], image }: ArticleHeaderProps) {
  const shown = visibleTags(tags);
  return (
    <header className={css({ display: 'flex', flexDirection: 'column', gap: '4', mb: { base: '6', tablet: '10' } })}>
      {kicker && <p className={eyebrow}>{kicker}</p>}
      <h1 className={pageTitle}>{title}</h1>
      {summary && <p className={lede}>{summary}</p>}
      {(publishedOn || shown.length > 0) && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', color: 'muted', fontSize: 'sm' })}>
          {publishedOn && <time dateTime={publishedOn}>{formatPublished(publishedOn)}</time>}
          {shown.length > 0 && (
            <ul aria-label="Tags" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {shown.map((tag) => (
                <li key={tag} className={chip({ tone: 'brand' })}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {image && (
        <ContentImage
          image={image}
          eager
          className={css({ width: 'full', aspectRatio: '16/9', borderRadius: 'card', mt: '2', bg: 'wash' })}
        />
      )}
    </header>
  );
}
