import type { Database } from '../db/client';
import type { Config } from '../config';
import type { LiveHub } from '../services/live/live-hub';
import type { ConsoleAccess } from '@/domain/staff-roles';
import type { feedKeys, kioskDevices, users } from '../db/schema';
import type { PageHead } from './crawl/page-head';

/** What every handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    db: Database;
    config: Config;
    /** This process's live streams (README "Live updates"); unset when the app was made without them. */
    live: LiveHub | undefined;
    /** The brand chosen by host (or ?brand= / x-ordering-app-id); set by the brand middleware. */
    orderingAppId: number;
    /** The x-store-id header when the client sent one. */
    headerStoreId: number | undefined;
    /** The signed-in user; set by requireUser / optionalUser (http/auth.ts). */
    user: typeof users.$inferSelect;
    /** The pinned kiosk of the x-kiosk-token header; set by requireKiosk (http/kiosk-auth.ts). */
    kiosk: typeof kioskDevices.$inferSelect;
    /** The point-of-sale feed key of the call; set by requireFeedKey (routes/feeds/feed-auth.ts). */
    feedKey: typeof feedKeys.$inferSelect;
    /** The console role and the stores it reaches; set by requireConsole (http/console-auth.ts). */
    consoleAccess: ConsoleAccess;
    /** The page rendered on the server for this navigation (http/crawl/server-rendered-pages.ts), shown before the app runs. */
    serverPage: string | undefined;
    /**
     * The store a public page is shown for: the shopper's chosen store (their cookie), else the page's
     * own (a product's) for a visitor who has chosen none; set by pageAnswers.
     */
    pageStore: { slug: string; id: number } | undefined;
    /** The page's own title, description, canonical link, card tags and JSON-LD; set by pageAnswers, written into the document by its sender. */
    pageHead: PageHead | undefined;
    /**
     * The store whose menu a public page shows, when its document may be kept with that store's
     * catalog answers (http/crawl/kept-documents.ts); set by pageAnswers.
     */
    pageKeptWith: number | undefined;
    /** The page asked for does not exist (an unknown product, store, category or article); set by pageAnswers. */
    pageMissing: boolean | undefined;
    /** The request's Idempotency-Key once checked (http/idempotency.ts); undefined when none was sent. */
    idempotencyKey: string | undefined;
  };
}
