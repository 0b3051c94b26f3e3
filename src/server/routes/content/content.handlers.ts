import type { Context } from 'hono';
import { etag } from 'hono/etag';
import { createFactory } from 'hono/factory';
import { MAX_ID } from '@/api/common';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { validate } from '@/server/http/validate';
import { CONTENT_NOT_FOUND, findContent, listContent } from '@/server/services/content/content-service';
import { listWaitTimes } from '@/server/services/content/wait-times-service';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();

/** "a, b,,c" -> ['a', 'b', 'c']; nothing left -> undefined (no filter). */
function csv(value: string | undefined): string[] | undefined {
  const items = value?.split(',').map((item) => item.trim()).filter(Boolean);
  return items?.length ? items : undefined;
}

/**
 * Content answers may sit in caches that check them with the server first (the path table's
 * Cache-Control, an ETag for a 304 when unchanged); the brand comes from the host
 * (part of the URL) or the x-ordering-app-id header, so caches must keep one copy per header value.
 */
function cacheable(c: Context<AppEnv>, cacheControl: string) {
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'x-ordering-app-id', { append: true });
}

/** GET content/documents: the brand's published documents by type, uids or tag, newest first (part 1 §7). */
export const listContentHandler = factory.createHandlers(etag(), validateQuery(apiPaths.listContent.query), async (c) => {
  const query = c.req.valid('query');
  const list = await listContent(c.get('db'), {
    orderingAppId: c.get('orderingAppId'),
    type: query.type,
    uids: csv(query.uids),
    tag: query.tag,
    page: query.page,
    pageSize: query.page_size,
    now: new Date(),
  });
  cacheable(c, apiPaths.listContent.cacheControl);
  return c.json(list);
});

/** GET content/documents/{type}/{uid}: one published document of the brand; 404 otherwise. */
export const getContentHandler = factory.createHandlers(etag(), validate('param', apiPaths.getContent.params), async (c) => {
  const { type, uid } = c.req.valid('param');
  const document = await findContent(c.get('db'), { orderingAppId: c.get('orderingAppId'), type, uid, now: new Date() });
  if (!document) throw notFound(CONTENT_NOT_FOUND);
  cacheable(c, apiPaths.getContent.cacheControl);
  return c.json(document);
});

/** GET content/wait-times: minutes per store of the brand, for the ids asked (all when none). */
export const listWaitTimesHandler = factory.createHandlers(validateQuery(apiPaths.listWaitTimes.query), async (c) => {
  const query = c.req.valid('query');
  // Ids past the integer range cannot exist; passing them to the database would fail the whole call.
  const storeIds = csv(query.store_ids)?.map(Number).filter((id) => id <= MAX_ID);
  const data = await listWaitTimes(c.get('db'), { orderingAppId: c.get('orderingAppId'), storeIds });
  return c.json({ data, rows: data.length, total_rows: data.length });
});
