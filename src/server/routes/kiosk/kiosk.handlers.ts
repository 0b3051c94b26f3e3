import { createFactory, createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import { checkInBodySchema, KIOSK_MESSAGES, pinKioskBodySchema } from '@/api/kiosk';
import { placeKioskOrderBodySchema } from '@/api/kiosk-orders';
import { requirePortalUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { badRequest } from '@/server/http/errors';
import { idempotentWriteFor } from '@/server/http/idempotency';
import { namedKiosk, requireKiosk } from '@/server/http/kiosk-auth';
import { validate } from '@/server/http/validate';
import { checkIn, type CheckInRequest } from '@/server/services/kiosk/check-in';
import { kioskAnswer, pinKiosk, unpinKiosk } from '@/server/services/kiosk/kiosk-devices';
import { kioskKeyStore } from '@/server/services/kiosk/kiosk-keys';
import { consumeCheckInAttempt, consumeOrderAttempt } from '@/server/services/kiosk/kiosk-limits';
import { placeKioskOrder } from '@/server/services/kiosk/place-kiosk-order';
import { outboxOptions } from '../users/outbox-options';

const factory = createFactory<AppEnv>();

/** POST kiosk/op/pin: a staff user pins this device to one of their stores; the token is answered once. */
export const pinKioskHandler = factory.createHandlers(requirePortalUser, validate('json', pinKioskBodySchema), async (c) =>
  c.json(await pinKiosk(c.get('db'), c.get('user'), c.get('orderingAppId'), c.req.valid('json'))),
);

/** GET kiosk/op/me: the kiosk of the x-kiosk-token header (401 once unpinned). */
export const kioskMeHandler = factory.createHandlers(requireKiosk, async (c) => c.json(await kioskAnswer(c.get('db'), c.get('kiosk'))));

/**
 * POST kiosk/op/unpin: a staff user's Bearer token and the kiosk's own token together, so neither a
 * shopper at the kiosk nor staff of another store can take it down. The body is not read.
 */
export const unpinKioskHandler = factory.createHandlers(requirePortalUser, async (c) => {
  const kiosk = await namedKiosk(c);
  return c.json({ unpinned: await unpinKiosk(c.get('db'), c.get('user'), kiosk) });
});

/** Each attempt counts, answered or not; a replayed Idempotency-Key is answered before this and does not. */
const limitCheckIns = createMiddleware<AppEnv>(async (c, next) => {
  await consumeCheckInAttempt(c.get('db'), c.get('kiosk').id);
  await next();
});

/** Exactly one of phone and order_id: a shopper names their order one way. */
function oneWayOfFinding(body: z.infer<typeof checkInBodySchema>): CheckInRequest {
  if (body.phone !== undefined && body.order_id === undefined) return { phone: body.phone };
  if (body.order_id !== undefined && body.phone === undefined) return { order_id: body.order_id };
  throw badRequest(KIOSK_MESSAGES.checkInChooseOne, { phone: [KIOSK_MESSAGES.checkInChooseOne], order_id: [KIOSK_MESSAGES.checkInChooseOne] });
}

/**
 * POST kiosk/op/check-in: moves the store's matching awaiting_checkin orders to submitted. The web
 * kiosk queues a check-in made offline and replays it with the same Idempotency-Key (keys belong to
 * the kiosk), which answers the first result again rather than "not found".
 */
export const kioskCheckInHandler = factory.createHandlers(
  requireKiosk,
  idempotentWriteFor(kioskKeyStore, (c) => c.get('kiosk').id),
  limitCheckIns,
  validate('json', checkInBodySchema),
  async (c) => c.json(await checkIn(c.get('db'), c.get('kiosk'), oneWayOfFinding(c.req.valid('json')), outboxOptions(c))),
);

/** Each attempt counts against the kiosk's order budget; a replayed Idempotency-Key does not. */
const limitOrders = createMiddleware<AppEnv>(async (c, next) => {
  await consumeOrderAttempt(c.get('db'), c.get('kiosk').id);
  await next();
});

/**
 * POST kiosk/op/place-order: a walk-in's order under a name and phone, straight into the store's
 * queue as submitted. A double tap or a retry with the same Idempotency-Key answers the first order
 * (keys belong to the kiosk); the key also names the order, so even a lost answer never places two.
 */
export const kioskPlaceOrderHandler = factory.createHandlers(
  requireKiosk,
  idempotentWriteFor(kioskKeyStore, (c) => c.get('kiosk').id),
  limitOrders,
  validate('json', placeKioskOrderBodySchema),
  async (c) => {
    const order = await placeKioskOrder(c.get('db'), c.get('kiosk'), c.req.valid('json'), c.get('idempotencyKey'));
    return c.json({ order });
  },
);
