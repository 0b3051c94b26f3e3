import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { loyaltyStatus } from '@/server/services/users/loyalty-balance';
import { setLoyaltyEnrollment } from '@/server/services/users/loyalty-enrollment';
import { userView } from '@/server/services/users/user-view';
import { validateQuery } from '../route-helpers';
import { outboxOptions } from './outbox-options';

const factory = createFactory<AppEnv>();

/** POST users/op/loyalty-enrollment: join or leave rewards; answers the user with user_loyalty. */
export const loyaltyEnrollmentHandler = factory.createHandlers(requireUser, validate('json', apiPaths.loyaltyEnrollment.body), async (c) => {
  const db = c.get('db');
  const user = await setLoyaltyEnrollment(db, c.get('user'), c.req.valid('json').loyalty, outboxOptions(c));
  return c.json(await userView(db, user, { includeLoyalty: true }));
});

/** GET users/op/loyalty-status: my points from the rewards ledger (DECISIONS.md "Rewards provider"). */
export const loyaltyStatusHandler = factory.createHandlers(requireUser, validateQuery(apiPaths.loyaltyStatus.query), async (c) =>
  c.json(await loyaltyStatus(c.get('db'), c.get('user'))),
);
