import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_VIEWER_FILES } from '@/api/system-paths';

type ViewerFile = (typeof DOCS_VIEWER_FILES)[number];

/**
 * The API reference page (README "API reference"): Swagger UI from the swagger-ui-dist package,
 * served by us from node_modules (no CDN, works offline), and only on this page: the web app never
 * imports it, so it is in no bundle and no service-worker precache.
 */
const swaggerDist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ownDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'viewer');

const FILE_PATHS: Record<ViewerFile, string> = {
  'swagger-ui-bundle.js': path.join(swaggerDist, 'swagger-ui-bundle.js'),
  'swagger-ui.css': path.join(swaggerDist, 'swagger-ui.css'),
  'docs-viewer.js': path.join(ownDir, 'docs-viewer.js'),
  'docs-viewer.css': path.join(ownDir, 'docs-viewer.css'),
};

const CONTENT_TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' } as const;

const cache = new Map<ViewerFile, string>();

/** A viewer file's text and type, read once (the bundle is 1.7 MB; compression shrinks what is sent). */
export function viewerFile(file: ViewerFile): { body: string; contentType: string } {
  let body = cache.get(file);
  if (body === undefined) {
    // The source map comment would make a browser's developer tools ask for a file we do not serve.
    body = readFileSync(FILE_PATHS[file], 'utf8').replace(/\n\/[/*]# sourceMappingURL=\S+\s*(\*\/)?\s*$/, '\n');
    cache.set(file, body);
  }
  return { body, contentType: CONTENT_TYPES[path.extname(file) as keyof typeof CONTENT_TYPES] };
}

const viewerUrl = (file: ViewerFile) => `/api/docs/viewer/${file}`;

/** The page itself: no inline script or style, so its policy allows our own files only. */
export const DOCS_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Apotheca API reference</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${viewerUrl('swagger-ui.css')}">
    <link rel="stylesheet" href="${viewerUrl('docs-viewer.css')}">
  </head>
  <body>
    <main>
      <p class="api-reference-intro">The OpenAPI 3.1 document behind this page: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p>
      <div id="api-reference"></div>
    </main>
    <script src="${viewerUrl('swagger-ui-bundle.js')}"></script>
    <script src="${viewerUrl('docs-viewer.js')}"></script>
  </body>
</html>
`;
