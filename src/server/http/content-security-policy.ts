import { createHash } from 'node:crypto';
import { shellDocumentScripts } from '@/api/shell-document';

/**
 * The API answers data, never a page: nothing it sends may load, run or frame anything, even when a
 * browser is tricked into opening an answer (an uploaded SVG, say) as a document.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The one page under /api, the API reference (GET /api/docs as text/html): exactly what its viewer
 * needs. Its scripts and styles are our own files (no inline script or style element), its icons are
 * data: images in the viewer's stylesheet, and "Try it out" calls this API; nothing else loads.
 */
export const API_DOCS_PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A CSP source that allows exactly this inline script (its SHA-256, base64). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The policy of the app's documents (README "Content security policy"). Script: only our own files
 * and the inline scripts of documents made from this shell, by hash (no 'unsafe-inline', no eval, no
 * other origin). Style may be inline: kept pages carry their rules inline, the receipt print frame
 * copies the stylesheets into <style> elements, and Ark positions popovers with style attributes.
 * Frames: our own, and https pages the About page embeds (video players, virtual tours), which run
 * sandboxed in their own origin. A configured map style (MAP_STYLE_URL) adds its origin for the
 * map's data and images, and only then.
 */
export function appContentSecurityPolicy({ shellHtml, mapStyleUrl }: { shellHtml: string | undefined; mapStyleUrl: string | undefined }): string {
  const scripts = [...new Set((shellHtml ? shellDocumentScripts(shellHtml) : []).map(scriptHashSource))];
  const mapOrigin = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mapOrigin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...mapOrigin],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'self'", 'https:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
