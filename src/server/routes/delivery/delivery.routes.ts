import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { honoPath } from '../route-helpers';
import { devVendorStatusHandler, geocodeDestinationHandler, vendorStatusHandler } from './delivery.handlers';

/** delivery/op/geocode-destination and the delivery outage switch (part 2 §7 "Other"). */
export function registerDeliveryRoutes(api: Hono<AppEnv>) {
  api.post(honoPath(apiPaths.geocodeDestination), ...geocodeDestinationHandler);
  api.get(honoPath(apiPaths.vendorStatus), ...vendorStatusHandler);
  // Development only, loopback only (see devVendorStatusHandler).
  api.post(honoPath(apiPaths.devVendorStatus), ...devVendorStatusHandler);
}
