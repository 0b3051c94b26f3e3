import type { Hono } from 'hono';
import { staffPaths } from '@/api/staff-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { orderQueueHandler, staffOrderHandler, staffStoresHandler, terminalSettingsHandler, updateOrderStatusHandler } from './staff.handlers';

/**
 * staff/* (part 2 §6 "Portal user"): a portal user's calls, scoped to the stores they work
 * at (401 without a token, 403 for a customer or another store). The terminal timing is public.
 */
export function registerStaffRoutes(api: Hono<AppEnv>) {
  mountOperations(api, staffPaths, {
    terminalSettings: terminalSettingsHandler,
    staffStores: staffStoresHandler,
    orderQueue: orderQueueHandler,
    updateOrderStatus: updateOrderStatusHandler,
    staffOrder: staffOrderHandler,
  });
}
