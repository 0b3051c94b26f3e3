import type { Hono } from 'hono';
import { livePaths } from '@/api/live-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { liveEventsHandler } from './live.handlers';

/** live (README "Live updates"): a signed-in tab's server-sent events. */
export function registerLiveRoutes(api: Hono<AppEnv>) {
  mountOperations(api, livePaths, { liveEvents: liveEventsHandler });
}
