import type { Hono } from 'hono';
import { staffOrderPaths } from '@/api/staff-orders';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import {
  abandonOrderHandler,
  addItemHandler,
  getOrderHandler,
  removeItemHandler,
  startOrderHandler,
  submitOrderHandler,
  updateQuantityHandler,
  userSearchSlimHandler,
} from './staff-orders.handlers';

/**
 * Staff orders on behalf of customers (part 2 §4, §6, §7): a portal user's calls at a store
 * they work at. Writes take an optional Idempotency-Key like the carts writes (the staff member's keys).
 */
export function registerStaffOrderRoutes(api: Hono<AppEnv>) {
  mountOperations(api, staffOrderPaths, {
    userSearchSlim: userSearchSlimHandler,
    staffStartOrder: startOrderHandler,
    staffGetOrder: getOrderHandler,
    staffAddItem: addItemHandler,
    staffUpdateQuantity: updateQuantityHandler,
    staffRemoveItem: removeItemHandler,
    staffSubmitOrder: submitOrderHandler,
    staffAbandonOrder: abandonOrderHandler,
  });
}
