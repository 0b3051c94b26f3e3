import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { limitPerAddress } from '@/server/http/address-limit';
import { limitBody } from '@/server/http/body-limit';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { geocodeAddress } from '@/server/services/delivery/zip-geocoder';
import { readDeliveryStatus, setDeliveryOutage } from '@/server/services/delivery/vendor-status';
import type { RateLimit } from '@/server/services/limits/rate-limit';
import { developmentOnly } from '../dev/development-only';

const factory = createFactory<AppEnv>();

/**
 * Geocoding is public and unauthenticated (README "Security": public writes are rate limited). A shopper checks
 * a few addresses at checkout; the limit leaves plenty of room for that and none for bulk lookups.
 */
export const GEOCODE_LIMIT = { bucket: 'geocode-address', limit: 60, windowMs: 60_000 } as const satisfies RateLimit;

/** An address is a few hundred bytes at most (its schema caps each field); bigger bodies are refused unread. */
const MAX_ADDRESS_BODY_BYTES = 4 * 1024;
const limitAddressBody = limitBody(MAX_ADDRESS_BODY_BYTES);

/** POST delivery/op/geocode-destination: the matches the address chooser offers (part 2 §7 "Other", §8). */
export const geocodeDestinationHandler = factory.createHandlers(
  limitPerAddress(GEOCODE_LIMIT),
  limitAddressBody,
  validate('json', apiPaths.geocodeDestination.body),
  (c) => c.json({ matches: geocodeAddress(c.req.valid('json')) }),
);

/** GET p/saas_vendor_status/op/get-saas-vendor-status: read on every cart view, so never cached. */
export const vendorStatusHandler = factory.createHandlers(async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await readDeliveryStatus(c.get('db')));
});

/**
 * POST dev/vendor-status { delivery_outage }: the operator's outage switch, used by the e2e tests and
 * the debug panel. Like the outbox it exists only in development and only for this machine: 404 in
 * production or from another address.
 */
export const devVendorStatusHandler = factory.createHandlers(
  developmentOnly,
  validate('json', apiPaths.devVendorStatus.body),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await setDeliveryOutage(c.get('db'), c.req.valid('json').delivery_outage));
  },
);
