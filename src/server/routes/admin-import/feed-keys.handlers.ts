import { createFactory } from 'hono/factory';
import { adminImportPaths } from '@/api/admin-import-paths';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { validate } from '@/server/http/validate';
import { assertCanAtStore } from '@/server/services/admin/console-access';
import { createFeedKey, listFeedKeys, revokeFeedKey } from '@/server/services/feeds/feed-keys';

const factory = createFactory<AppEnv>();

/** GET admin/feed-keys: the brand's keys (operators only). */
export const feedKeysHandler = factory.createHandlers(...requireConsole('feeds.manage'), async (c) => {
  const data = await listFeedKeys(c.get('db'), c.get('user').orderingAppId);
  return c.json({ data, rows: data.length, total_rows: data.length });
});

/** POST admin/feed-keys: a key for stores the operator reaches; the answer carries the key this once. */
export const createFeedKeyHandler = factory.createHandlers(...requireConsole('feeds.manage'), validate('json', adminImportPaths.createFeedKey.body), async (c) => {
  const body = c.req.valid('json');
  for (const storeId of body.store_ids) assertCanAtStore(c.get('consoleAccess'), 'feeds.manage', storeId);
  const user = c.get('user');
  return c.json(await createFeedKey(c.get('db'), { orderingAppId: user.orderingAppId, userId: user.id, name: body.name, storeIds: body.store_ids }));
});

/** DELETE admin/feed-keys/{id}: the key stops working at once; the row stays for the audit log. */
export const revokeFeedKeyHandler = factory.createHandlers(...requireConsole('feeds.manage'), validate('param', adminImportPaths.revokeFeedKey.params), async (c) => {
  const user = c.get('user');
  const revoked = await revokeFeedKey(c.get('db'), { orderingAppId: user.orderingAppId, userId: user.id, id: c.req.valid('param').id });
  if (!revoked) throw notFound('Feed key not found.');
  return c.json(revoked);
});
