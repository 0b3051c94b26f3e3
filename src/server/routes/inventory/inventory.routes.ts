import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import * as handlers from './inventory.handlers';

/** The catalog's product routes (part 1 §7); paths and schemas come from the path table. */
export function registerInventoryRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, {
    listInventory: handlers.listInventory,
    listFifoInventory: handlers.listFifoInventory,
    listInventoryOnSpecial: handlers.listInventoryOnSpecial,
    inventorySummary: handlers.inventorySummary,
    listRelatedInventory: handlers.listRelatedInventory,
    getInventoryItem: handlers.getInventoryItem,
  });
}
