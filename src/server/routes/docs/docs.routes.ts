import type { Context, Hono } from 'hono';
import { accepts } from 'hono/accepts';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { buildOpenApiDocument } from '@/server/openapi';
import { DOCS_VIEWER_FILES } from '@/api/system-paths';
import { honoPath } from '../route-helpers';
import { DOCS_PAGE_HTML, viewerFile } from './docs-page';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;
const openApiDocument = () => (document ??= buildOpenApiDocument(apiPaths));

/** A browser opening the address asks for text/html first; a client (fetch, curl, generators) gets JSON. */
function wantsPage(c: Context<AppEnv>): boolean {
  return accepts(c, { header: 'Accept', supports: ['application/json', 'text/html'], default: 'application/json' }) === 'text/html';
}

const isViewerFile = (file: string): file is (typeof DOCS_VIEWER_FILES)[number] => (DOCS_VIEWER_FILES as readonly string[]).includes(file);

/**
 * GET /api/docs: the OpenAPI 3.1 document built once from the path table, or for a browser the API
 * reference page that shows it (its policy: security-headers.ts). /api/docs/openapi.json is the
 * document whatever the Accept header says; /api/docs/viewer/* are the page's files.
 */
export function registerDocsRoutes(api: Hono<AppEnv>) {
  api.get(honoPath(apiPaths.docs), (c) => {
    c.header('Vary', 'Accept');
    return wantsPage(c) ? c.html(DOCS_PAGE_HTML) : c.json(openApiDocument());
  });
  api.get(honoPath(apiPaths.docsDocument), (c) => c.json(openApiDocument()));
  api.get(honoPath(apiPaths.docsViewerFile), (c) => {
    const file = c.req.param('file') ?? '';
    if (!isViewerFile(file)) throw notFound('No such file.');
    const { body, contentType } = viewerFile(file);
    return c.body(body, 200, { 'Content-Type': contentType, 'Cache-Control': apiPaths.docsViewerFile.cacheControl });
  });
}
