import { createFactory } from 'hono/factory';
import type { emptyBody } from '@/api/common';
import type { idParamSchema } from '@/api/user';
import type { Database } from '@/server/db/client';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { blankBodyAsEmptyObject } from './empty-body';

const factory = createFactory<AppEnv>();

/**
 * A delete call for one of the signed-in user's own records (POST …/{id}): `remove` deletes it, and
 * finds no other user's (404); the answer is { ok, id }.
 */
export function deleteMineHandlers(
  operation: { params: typeof idParamSchema; body: typeof emptyBody },
  remove: (db: Database, userId: number, id: number) => Promise<void>,
) {
  return factory.createHandlers(
    requireUser,
    validate('param', operation.params),
    blankBodyAsEmptyObject,
    validate('json', operation.body),
    async (c) => {
      const id = Number(c.req.valid('param').id);
      await remove(c.get('db'), c.get('user').id, id);
      return c.json({ ok: true, id });
    },
  );
}
