import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { resolvePageMeta, type PageMeta } from '@/domain/page-meta';
import { useStartup } from '@/web/shared/startup/use-startup';
import { pageMetaOverride } from '@/web/state/page-meta';

/** The title and description for a path: the brand's table entry, with a page's override on top. */
export function documentMeta(pathname: string, brand: { name: string; isMainBrand: boolean }, override: { path?: string; title?: string; description?: string }): PageMeta {
  const base = resolvePageMeta(pathname, brand);
  if (override.path !== pathname) return base;
  return {
    title: override.title ? `${override.title} | ${brand.name}` : base.title,
    description: override.description ?? base.description,
  };
}

/**
 * Keeps document.title and <meta name="description"> in step with the route (part 1 §2 Footer:
 * titles and descriptions per path for both brands, falling back to home). Mounted once by the shell.
 */
export function DocumentMeta() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { app } = useStartup();
  const override = useSnapshot(pageMetaOverride);
  const name = app?.name;
  const isMainBrand = app?.is_main_brand ?? true;

  useEffect(() => {
    if (!name) return;
    const meta = documentMeta(pathname, { name, isMainBrand }, override);
    document.title = meta.title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = meta.description;
  }, [pathname, name, isMainBrand, override]);

  return null;
}
