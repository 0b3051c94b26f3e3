import type { Hono } from 'hono';
import { kioskOrderPaths } from '@/api/kiosk-orders';
import { kioskPaths } from '@/api/staff-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { kioskCheckInHandler, kioskMeHandler, kioskPlaceOrderHandler, pinKioskHandler, unpinKioskHandler } from './kiosk.handlers';

/**
 * kiosk/* (DECISIONS.md kiosk mode): pinning by staff, then the device's kiosk token for
 * check-ins and walk-in orders under a name and phone.
 */
export function registerKioskRoutes(api: Hono<AppEnv>) {
  mountOperations(api, kioskPaths, {
    pinKiosk: pinKioskHandler,
    kioskMe: kioskMeHandler,
    unpinKiosk: unpinKioskHandler,
    kioskCheckIn: kioskCheckInHandler,
  });
  mountOperations(api, kioskOrderPaths, {
    kioskPlaceOrder: kioskPlaceOrderHandler,
  });
}
