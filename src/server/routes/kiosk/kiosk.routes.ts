import type { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';

/** kiosk/* (issue 7; DECISIONS.md kiosk mode): pinning by staff, then the device's kiosk token. */
export function registerKioskRoutes(api: Hono<AppEnv>) {
  void api;
}
