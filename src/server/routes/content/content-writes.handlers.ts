import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { limitBody } from '@/server/http/body-limit';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { validate } from '@/server/http/validate';
import { recordAnalyticsEvent } from '@/server/services/content/analytics-service';
import { BRAND_NOT_FOUND, brandSlug, signUpForMarketing } from '@/server/services/content/marketing-service';
import type { RateLimit } from '@/server/services/limits/rate-limit';
import { limitPerAddress } from '@/server/http/address-limit';

const factory = createFactory<AppEnv>();

/**
 * The largest body these public, unauthenticated writes accept. A valid analytics event is well under
 * it (its schema caps each field); anything bigger is refused before it is read into memory.
 */
export const MAX_WRITE_BODY_BYTES = 4 * 1024;
const limitWriteBody = limitBody(MAX_WRITE_BODY_BYTES);

/**
 * Calls per client address and minute (README "Security": public writes are rate limited). A page view sends a
 * few analytics events, so that limit is higher; a person signs up for marketing a handful of times.
 */
export const PUBLIC_WRITE_LIMITS = {
  marketingSignup: { bucket: 'marketing-signup-address', limit: 30, windowMs: 60_000 },
  analyticsEvents: { bucket: 'analytics-address', limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

/** POST p/{brand}/marketing-signup: adds the email to the request brand's list; idempotent (part 1 §7). */
export const marketingSignupHandler = factory.createHandlers(
  limitPerAddress(PUBLIC_WRITE_LIMITS.marketingSignup),
  limitWriteBody,
  validate('param', apiPaths.marketingSignup.params),
  validate('json', apiPaths.marketingSignup.body),
  async (c) => {
    const db = c.get('db');
    const orderingAppId = c.get('orderingAppId');
    // The path names the brand too: a sign-up meant for another brand must not land on this one's list.
    if (c.req.valid('param').brand !== (await brandSlug(db, orderingAppId))) throw notFound(BRAND_NOT_FOUND);
    await signUpForMarketing(db, { orderingAppId, email: c.req.valid('json').email });
    return c.json({ ok: true });
  },
);

/** POST analytics/events: records one consented event for the request brand; 202 (part 1 §7). */
export const recordAnalyticsEventHandler = factory.createHandlers(
  limitPerAddress(PUBLIC_WRITE_LIMITS.analyticsEvents),
  limitWriteBody,
  validate('json', apiPaths.recordAnalyticsEvent.body),
  async (c) => {
    const body = c.req.valid('json');
    await recordAnalyticsEvent(c.get('db'), {
      orderingAppId: c.get('orderingAppId'),
      event: body.event,
      path: body.path,
      storeId: body.store_id,
      properties: body.properties,
    });
    return c.json({ recorded: true }, 202);
  },
);
