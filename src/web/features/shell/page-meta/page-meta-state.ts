import { proxy } from 'valtio';

/**
 * A page's better title and description than the path table's (a product's name, an article's
 * title, a store's name), for the path it was set on. Written through usePageMeta.
 *
 * It belongs in src/web/state (features must not import each other); it lives here until it moves.
 */
export const pageMetaOverride = proxy<{ path?: string; title?: string; description?: string }>({});
