import type { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';

/** delivery/op/geocode-destination and the delivery outage switch (part 2 §7 "Other"). */
export function registerDeliveryRoutes(_api: Hono<AppEnv>) {}
