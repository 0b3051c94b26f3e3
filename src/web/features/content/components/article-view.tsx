import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { button } from '@/web/ui/button';
import { ChevronLeftIcon } from '@/web/ui/icons';
import { articleShell, pageShell } from '../styles';
import { ArticleHeader, type ArticleHeaderProps } from './article-header';
import { MoreArticles, type MoreArticlesProps } from './more-articles';

export interface ArticleViewProps {
  /** Back to the article's list: /learn ('All Articles') or /news ('All News'). */
  back: { to: '/learn' | '/news'; label: string };
  header: ArticleHeaderProps;
  /** The body, and what follows it inside the article. */
  children: ReactNode;
  /** The other articles under it. */
  more: MoreArticlesProps;
}

/** One Learn or News article (part 1 §2): back to its list, header, body, then more articles. */
export function ArticleView({ back, header, children, more }: ArticleViewProps) {
  return (
    <>
      <article className={articleShell}>
        <AppLink to={back.to} className={`${button({ variant: 'link', size: 'sm' })} ${css({ mb: '6' })}`}>
          <ChevronLeftIcon /> {back.label}
        </AppLink>
        <ArticleHeader {...header} />
        {children}
      </article>
      <div className={pageShell}>
        <MoreArticles {...more} />
      </div>
    </>
  );
}
