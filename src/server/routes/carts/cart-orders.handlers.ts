import { createFactory } from 'hono/factory';
import { cancelOrderBodySchema, submitCartBodySchema } from '@/api/cart';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { requiredIdempotencyKey, requireIdempotencyKey } from '@/server/http/idempotency';
import { validate } from '@/server/http/validate';
import { cancelOrder } from '@/server/services/carts/cancel-order';
import { submitCart } from '@/server/services/carts/submit-cart';
import { outboxOptions } from '../users/outbox-options';
import { answerCart, shopperOf } from './cart-request';

const factory = createFactory<AppEnv>();

/** POST carts/op/submit-cart: places the order in one transaction; the same Idempotency-Key never makes two. */
export const submitCartHandler = factory.createHandlers(requireUser, requireIdempotencyKey, validate('json', submitCartBodySchema), async (c) =>
  answerCart(c, await submitCart(c.get('db'), c.get('user'), shopperOf(c), c.req.valid('json'), requiredIdempotencyKey(c), outboxOptions(c))),
);

/** POST carts/op/cancel-order: while the status allows; stock, promo and points are given back. */
export const cancelOrderHandler = factory.createHandlers(requireUser, validate('json', cancelOrderBodySchema), async (c) =>
  answerCart(c, await cancelOrder(c.get('db'), c.get('user'), shopperOf(c), c.req.valid('json'), outboxOptions(c))),
);
