import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { buildOpenApiDocument } from '@/server/openapi';
import { honoPath } from '../route-helpers';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

/** GET /api/docs: the OpenAPI 3.1 document, built once from the path table. */
export function registerDocsRoutes(api: Hono<AppEnv>) {
  api.get(honoPath(apiPaths.docs), (c) => {
    document ??= buildOpenApiDocument(apiPaths);
    return c.json(document);
  });
}
