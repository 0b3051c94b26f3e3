import type { Hono } from 'hono';
import { staffOrderPaths } from '@/api/staff-orders';
import type { AppEnv } from '@/server/http/context';
import { honoPath } from '../route-helpers';
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
  api.get(honoPath(staffOrderPaths.userSearchSlim), ...userSearchSlimHandler);
  api.post(honoPath(staffOrderPaths.staffStartOrder), ...startOrderHandler);
  api.post(honoPath(staffOrderPaths.staffGetOrder), ...getOrderHandler);
  api.post(honoPath(staffOrderPaths.staffAddItem), ...addItemHandler);
  api.post(honoPath(staffOrderPaths.staffUpdateQuantity), ...updateQuantityHandler);
  api.post(honoPath(staffOrderPaths.staffRemoveItem), ...removeItemHandler);
  api.post(honoPath(staffOrderPaths.staffSubmitOrder), ...submitOrderHandler);
  api.post(honoPath(staffOrderPaths.staffAbandonOrder), ...abandonOrderHandler);
}
