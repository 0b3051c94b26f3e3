import { createFactory, createMiddleware } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { limitPerAddress } from '@/server/http/address-limit';
import { optionalUser } from '@/server/http/auth';
import { limitBody } from '@/server/http/body-limit';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { validate } from '@/server/http/validate';
import type { RateLimit } from '@/server/services/limits/rate-limit';
import { contactBrand } from '@/server/services/contact/contact-recipients';
import { submitContactRequest } from '@/server/services/contact/contact-requests';
import { outboxOptions } from '../users/outbox-options';

const factory = createFactory<AppEnv>();

/** Per client address (README "Security": public writes are limited); a person sends a few requests, not dozens. */
export const CONTACT_LIMITS = {
  contactRequests: { bucket: 'contact-address', limit: 20, windowMs: 15 * 60_000 },
  uploads: { bucket: 'upload-address', limit: 60, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/** A request is text and a few links; the message itself is capped at 5000 characters. */
const MAX_CONTACT_BODY_BYTES = 32 * 1024;

/** Hono's form of '/p/{product}_contact': the parameter holds the whole segment, suffix included. */
export const CONTACT_ROUTE = '/p/:list{[a-z0-9-]+_contact}';
export const CONTACT_NOT_FOUND = 'Contact list not found.';

/** {product} must be the request brand's slug: a request meant for another brand never lands here. */
const requireOwnList = createMiddleware<AppEnv>(async (c, next) => {
  const brand = await contactBrand(c.get('db'), c.get('orderingAppId'));
  if (!brand || c.req.param('list') !== `${brand.slug}_contact`) throw notFound(CONTACT_NOT_FOUND);
  await next();
});

/** POST p/{product}_contact (part 2 §7 "Other"); visitors and signed-in users alike. */
export const submitContactHandler = factory.createHandlers(
  limitPerAddress(CONTACT_LIMITS.contactRequests),
  requireOwnList,
  limitBody(MAX_CONTACT_BODY_BYTES),
  optionalUser,
  validate('json', apiPaths.submitContactRequest.body),
  async (c) => {
    const db = c.get('db');
    const orderingAppId = c.get('orderingAppId');
    const config = c.get('config');
    const answer = await submitContactRequest(db, {
      orderingAppId,
      brand: (await contactBrand(db, orderingAppId))!,
      user: c.get('user'),
      body: c.req.valid('json'),
      supportTemplate: config.MAIL_SUPPORT,
      outbox: outboxOptions(c),
      origin: new URL(c.req.url).origin,
      now: new Date(),
    });
    return c.json(answer);
  },
);
