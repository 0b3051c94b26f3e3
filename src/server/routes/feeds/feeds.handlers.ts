import { createFactory } from 'hono/factory';
import { MAX_INVENTORY_BODY_BYTES } from '@/api/admin-import';
import { feedPaths } from '@/api/feed-paths';
import { limitBody } from '@/server/http/body-limit';
import type { AppEnv } from '@/server/http/context';
import { feedInventory } from '@/server/services/feeds/feed-inventory';
import { validateQuery } from '../route-helpers';
import { readRowsBody } from '../admin-import/rows-body';
import { idempotentFeedWrite, limitFeedWrites, requireFeedKey } from './feed-auth';

const factory = createFactory<AppEnv>();

/** PUT (full rows) and PATCH (quantities) of admin/feeds/inventory: key, body bound, replay, rate limit, then the rows. */
function feedHandler(kind: 'full' | 'quantity') {
  return factory.createHandlers(
    limitBody(MAX_INVENTORY_BODY_BYTES),
    requireFeedKey,
    idempotentFeedWrite,
    limitFeedWrites,
    validateQuery(feedPaths.feedInventory.query),
    async (c) => {
      const arrived = new Date();
      const body = await readRowsBody(c);
      const snapshot = body.snapshotAt ?? c.req.valid('query').snapshot_at;
      const result = await feedInventory(c.get('db'), {
        key: c.get('feedKey'),
        kind,
        records: body.records,
        readErrors: body.readErrors,
        snapshotAt: snapshot ? new Date(snapshot) : arrived,
      });
      return c.json(result);
    },
  );
}

export const feedInventoryHandler = feedHandler('full');
export const feedQuantitiesHandler = feedHandler('quantity');
