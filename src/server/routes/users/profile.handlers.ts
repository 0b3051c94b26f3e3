import { createFactory } from 'hono/factory';
import { apiPaths } from '@/api/paths';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { recordActivity } from '@/server/services/users/activities';
import { updateProfile } from '@/server/services/users/profile';
import { toActivities } from '@/server/services/users/user-mappers';
import { userView } from '@/server/services/users/user-view';
import { validateQuery } from '../route-helpers';
import { blankBodyAsEmptyObject } from './empty-body';
import { outboxOptions } from './outbox-options';

const factory = createFactory<AppEnv>();

/** POST users/op/get-me: the signed-in user (part 2 §7); include_loyalty=true adds user_loyalty. */
export const getMeHandler = factory.createHandlers(
  requireUser,
  validateQuery(apiPaths.getMe.query),
  blankBodyAsEmptyObject,
  validate('json', apiPaths.getMe.body),
  async (c) => {
    const { include_loyalty } = c.req.valid('query');
    return c.json(await userView(c.get('db'), c.get('user'), { includeLoyalty: include_loyalty === true }));
  },
);

/** POST users/op/update-me: first, last, phone or contact preferences (part 2 §5 "Account edit"). */
export const updateMeHandler = factory.createHandlers(requireUser, validate('json', apiPaths.updateMe.body), async (c) => {
  const db = c.get('db');
  const user = await updateProfile(db, c.get('user'), c.req.valid('json'), outboxOptions(c));
  return c.json(await userView(db, user));
});

/** POST users/op/update-activity: records one activity (type, version) and answers them all. */
export const updateActivityHandler = factory.createHandlers(requireUser, validate('json', apiPaths.updateActivity.body), async (c) => {
  const user = await recordActivity(c.get('db'), c.get('user'), c.req.valid('json'));
  return c.json({ user_activities: toActivities(user.userActivities) });
});
