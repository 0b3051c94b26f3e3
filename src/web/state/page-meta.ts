import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { proxy } from 'valtio';

/**
 * A page's better title and description than the path table's (src/domain/page-meta.ts): a
 * product's name, an article's title, a store's name, for the path it was set on. The shell's
 * DocumentMeta reads it; pages write it through usePageMeta.
 */
export const pageMetaOverride = proxy<{ path?: string; title?: string; description?: string }>({});

export interface PageMetaInput {
  /** The page's own part of the title, e.g. a product name; the shell appends ' | {brand}'. */
  title?: string;
  description?: string;
}

/**
 * Sets the document title and description while the page shows, and hands back to the path table
 * when it goes. Pass undefined parts until the data has loaded.
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
