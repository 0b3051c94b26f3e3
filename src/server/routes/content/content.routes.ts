import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { honoPath } from '../route-helpers';
import { getContentHandler, listContentHandler, listWaitTimesHandler } from './content.handlers';
import { marketingSignupHandler, recordAnalyticsEventHandler } from './content-writes.handlers';

/** Our content service (DECISIONS.md), wait times, marketing sign-up and analytics (part 1 §7). */
export function registerContentRoutes(api: Hono<AppEnv>) {
  api.get(honoPath(apiPaths.listContent), ...listContentHandler);
  api.get(honoPath(apiPaths.getContent), ...getContentHandler);
  api.get(honoPath(apiPaths.listWaitTimes), ...listWaitTimesHandler);
  api.post(honoPath(apiPaths.marketingSignup), ...marketingSignupHandler);
  api.post(honoPath(apiPaths.recordAnalyticsEvent), ...recordAnalyticsEventHandler);
}
