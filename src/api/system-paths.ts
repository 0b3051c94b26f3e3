import * as z from 'zod/mini';
import type { ApiOperation } from './operation';

/**
 * The files of the API reference page: our own start script and styles, and the viewer's
 * (swagger-ui-dist). Ours come first: the fuzz walker requests the first, and the minified viewer's
 * text trips its look-out for leaked stack traces and SQL.
 */
export const DOCS_VIEWER_FILES = ['docs-viewer.js', 'docs-viewer.css', 'swagger-ui-bundle.js', 'swagger-ui.css'] as const;

/** The server's own calls: liveness, the OpenAPI document and its reference page. */
export const systemPaths = {
  health: {
    method: 'get',
    path: '/health',
    summary: 'Liveness check',
    tag: 'system',
    response: z.object({ ok: z.boolean() }),
  },
  docs: {
    method: 'get',
    path: '/docs',
    summary: 'This OpenAPI 3.1 document; a browser (Accept: text/html) gets the API reference page that shows it',
    tag: 'system',
    response: z.record(z.string(), z.unknown()),
    answers: ['application/json', 'text/html'],
  },
  docsDocument: {
    method: 'get',
    path: '/docs/openapi.json',
    summary: 'This OpenAPI 3.1 document, whatever the Accept header says',
    tag: 'system',
    response: z.record(z.string(), z.unknown()),
  },
  docsViewerFile: {
    method: 'get',
    path: '/docs/viewer/{file}',
    summary: "A file of the API reference page (the OpenAPI viewer's script and styles, served by us: no other origin)",
    tag: 'system',
    params: z.object({ file: z.enum(DOCS_VIEWER_FILES) }),
    response: z.string(),
    answers: ['text/javascript', 'text/css'],
    cacheControl: 'public, max-age=3600',
    errors: [400, 404],
  },
} as const satisfies Record<string, ApiOperation>;
