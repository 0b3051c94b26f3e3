import type { Context } from 'hono';
import { escapeHtml } from '@/api/shell-document';
import { productCardImageFacts } from '@/server/services/art/product-card-link';
import type { JsonLd } from '@/server/services/seo/structured-data';
import type { AppEnv } from '../context';

/** What a public page tells search engines and link previews before any script runs (issue 22). */
export interface PageHead {
  /** The whole document title, as the app sets it ('{page} | {brand}'). */
  title: string;
  description: string;
  /** Absolute: the page's address on the brand's canonical host. */
  canonicalUrl: string;
  /** Absolute. */
  imageUrl?: string;
  /** Open Graph type: 'product', 'business.business', 'article' or 'website'. */
  type: string;
  siteName: string;
  jsonLd: JsonLd[];
}

/** JSON inside a script element: `<` escaped, so no text in the data can close the element. */
function scriptJson(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The shell's document with the page's own title and description in place of the app's defaults, and
 * its canonical link, Open Graph and Twitter card tags and JSON-LD added to the head. The app keeps
 * the title and description up to date itself once it runs.
 */
export function withPageHead(html: string, head: PageHead): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    ...Object.entries((head.imageUrl && productCardImageFacts(head.imageUrl)) ?? {}).map(([key, value]) => meta('property', `og:image:${key}`, String(value))),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.imageUrl ? [meta('name', 'twitter:image', head.imageUrl)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `${tags.join('')}</head>`);
}

/**
 * The shell with the head pageAnswers found for the request's page (none for a page without data of
 * its own): written into the shell before the page goes into its body, so the regular expressions read
 * a few KB, not the first-visit page's 97.
 */
export function pageShell(c: Context<AppEnv>, shellHtml: string): string {
  const head = c.get('pageHead');
  return head ? withPageHead(shellHtml, head) : shellHtml;
}
