import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { getContentHandler, listContentHandler, listWaitTimesHandler } from './content.handlers';
import { marketingSignupHandler, recordAnalyticsEventHandler } from './content-writes.handlers';

/** Our content service (DECISIONS.md), wait times, marketing sign-up and analytics (part 1 §7). */
export function registerContentRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, {
    listContent: listContentHandler,
    getContent: getContentHandler,
    listWaitTimes: listWaitTimesHandler,
    marketingSignup: marketingSignupHandler,
    recordAnalyticsEvent: recordAnalyticsEventHandler,
  });
}
