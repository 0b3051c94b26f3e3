import type { UsageType } from '@/domain/usage-type';

/**
 * The contract between the server and the build's page renderer (issue 22): the build renders the
 * app's own screens on the server (src/web/prerender/server-pages.tsx, built to SERVER_PAGES_FILE),
 * and the server loads that file at run time and shows its page before the app runs
 * (src/server/http/crawl/server-rendered-pages.ts). Pure; shared by both.
 */

/** Where the build writes the renderer, inside the web build's folder (the server never serves it). */
export const SERVER_PAGES_DIR = '_server';
export const SERVER_PAGES_FILE = `${SERVER_PAGES_DIR}/pages.js`;

export interface ServerPageRequest {
  /** The page's path and query, as asked. */
  url: string;
  /** The shopper's chosen store and usage type (their cookies), or the page's own store for a visitor who has none. */
  storeSlug: string | undefined;
  usageType: UsageType;
  /** Whether the age gate is passed; when not, the page renders as the gate's backdrop (blurred). */
  ageConfirmed: boolean;
  /** The API as the app calls it (`/api/...`), answered in the server's own process. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
}

/** The markup of the app's render, or undefined when the page is not one rendered on the server. */
export type RenderServerPage = (request: ServerPageRequest) => Promise<string | undefined>;
