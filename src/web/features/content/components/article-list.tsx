import { useLayoutEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { ArticleCard, type ArticleCardProps } from './article-card';
import { cardGrid } from './skeletons';

/** Cards revealed per 'Load more' press. */
export const ARTICLES_PER_STEP = 6;

/**
 * A grid of article cards that shows ARTICLES_PER_STEP at a time with a 'Load more' button; the
 * first newly shown card's link takes focus, so keyboard users continue where the new ones start.
 */
export function ArticleList({ articles, label }: { articles: readonly (ArticleCardProps & { id: string })[]; label: string }) {
  const [shown, setShown] = useState(ARTICLES_PER_STEP);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.children[focusFrom.current]?.querySelector('a')?.focus();
    focusFrom.current = null;
  }, [shown]);

  const visible = articles.slice(0, shown);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', alignItems: 'center' })}>
      <ul ref={list} aria-label={label} className={cx(cardGrid, css({ width: 'full' }))}>
        {visible.map(({ id, ...card }) => (
          <li key={id}>
            <ArticleCard {...card} />
          </li>
        ))}
      </ul>
      <p role="status" className={css({ fontSize: 'sm', color: 'muted' })}>
        Showing {visible.length} of {articles.length} {articles.length === 1 ? 'article' : 'articles'}
      </p>
      {shown < articles.length && (
        <Button
          variant="outline"
          size="lg"
          onClick={() => {
            focusFrom.current = shown;
            setShown((value) => value + ARTICLES_PER_STEP);
          }}
        >
          Load more articles
        </Button>
      )}
    </div>
  );
}
