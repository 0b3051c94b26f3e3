import type { Hono } from 'hono';
import { feedPaths } from '@/api/feed-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { feedInventoryHandler, feedQuantitiesHandler } from './feeds.handlers';

/** admin/feeds/* (README "The point-of-sale feed"): a feed key, not a console user, makes these calls. */
export function registerFeedRoutes(api: Hono<AppEnv>) {
  mountOperations(api, feedPaths, {
    feedInventory: feedInventoryHandler,
    feedQuantities: feedQuantitiesHandler,
  });
}
