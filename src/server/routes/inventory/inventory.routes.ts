import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { honoPath } from '../route-helpers';
import * as handlers from './inventory.handlers';

/** The catalog's product routes (part 1 §7); paths and schemas come from the path table. */
export function registerInventoryRoutes(api: Hono<AppEnv>) {
  api.get(honoPath(apiPaths.listInventory), ...handlers.listInventory);
  api.get(honoPath(apiPaths.listFifoInventory), ...handlers.listFifoInventory);
  api.get(honoPath(apiPaths.listInventoryOnSpecial), ...handlers.listInventoryOnSpecial);
  api.get(honoPath(apiPaths.inventorySummary), ...handlers.inventorySummary);
  api.get(honoPath(apiPaths.listRelatedInventory), ...handlers.listRelatedInventory);
  api.get(honoPath(apiPaths.getInventoryItem), ...handlers.getInventoryItem);
}
