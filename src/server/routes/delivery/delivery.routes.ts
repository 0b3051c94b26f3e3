import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { devVendorStatusHandler, geocodeDestinationHandler, vendorStatusHandler } from './delivery.handlers';

/** delivery/op/geocode-destination and the delivery outage switch (part 2 §7 "Other"). */
export function registerDeliveryRoutes(api: Hono<AppEnv>) {
  mountOperations(api, apiPaths, {
    geocodeDestination: geocodeDestinationHandler,
    vendorStatus: vendorStatusHandler,
    // Development only, loopback only (see devVendorStatusHandler).
    devVendorStatus: devVendorStatusHandler,
  });
}
