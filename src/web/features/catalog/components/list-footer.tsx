import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { END_OF_LIST_MIN_ITEMS } from '@/domain/constants';
import { useInView } from '../hooks/use-in-view';
import { secondaryButton } from './styles';

export type ListFooterState = 'loading-more' | 'more' | 'end' | 'none';

/**
 * What the bottom of a list shows: loading more, a way to load more, or the end-of-list message
 * once more than END_OF_LIST_MIN_ITEMS are loaded and all are shown (part 1 §9).
 */
export function listFooterState(loaded: number, hasNextPage: boolean, isFetchingNextPage: boolean): ListFooterState {
  if (isFetchingNextPage) return 'loading-more';
  if (hasNextPage) return 'more';
  return loaded > END_OF_LIST_MIN_ITEMS ? 'end' : 'none';
}

interface ListFooterProps {
  loaded: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** Load automatically when the bottom scrolls into view (off for lists inside sections). */
  autoLoad?: boolean;
  /** The last 'load more' failed: say so, and stop loading by itself until asked again. */
  loadMoreFailed?: boolean;
}

/** Infinite scroll: a sentinel loads the next page; a visible button does the same for keyboards. */
export function ListFooter({ loaded, hasNextPage, isFetchingNextPage, onLoadMore, autoLoad = true, loadMoreFailed = false }: ListFooterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const inView = useInView(sentinel, '600px');
  const state = listFooterState(loaded, hasNextPage, isFetchingNextPage);

  useEffect(() => {
    if (autoLoad && !loadMoreFailed && inView && state === 'more') onLoadMore();
  }, [autoLoad, loadMoreFailed, inView, state, onLoadMore]);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: '6' })}>
      <div ref={sentinel} aria-hidden="true" />
      {state === 'loading-more' && (
        <p role="status" className={css({ color: 'muted' })}>
          Loading more products…
        </p>
      )}
      {loadMoreFailed && state === 'more' && (
        <p role="alert" className={css({ color: 'danger' })}>
          We couldn't load more products. Try again.
        </p>
      )}
      {hasNextPage && (
        // Stays mounted (aria-disabled while loading) so keyboard focus is not lost.
        <button
          type="button"
          className={secondaryButton}
          aria-disabled={state === 'loading-more'}
          onClick={() => state === 'more' && onLoadMore()}
        >
          Load more products
        </button>
      )}
      {state === 'end' && <p className={css({ color: 'muted' })}>You've reached the end of the list.</p>}
    </div>
  );
}
