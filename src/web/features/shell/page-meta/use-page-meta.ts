import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageMetaOverride } from './page-meta-state';

export interface PageMetaInput {
  /** The page's own part of the title, e.g. a product name; the shell appends ' | {brand}'. */
  title?: string;
  description?: string;
}

/**
 * For pages that know better than the path table (src/domain/page-meta.ts): sets the document title
 * and description while the page shows, and hands back to the table when it goes. Pass undefined
 * parts until the data has loaded.
 */
export function usePageMeta({ title, description }: PageMetaInput): void {
  const path = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    if (title === undefined && description === undefined) return;
    Object.assign(pageMetaOverride, { path, title, description });
    return () => {
      if (pageMetaOverride.path === path) Object.assign(pageMetaOverride, { path: undefined, title: undefined, description: undefined });
    };
  }, [path, title, description]);
}
