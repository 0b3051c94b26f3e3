/**
 * Inline links in content text use the Markdown form [label](url) (src/api/content.ts). Content is
 * never HTML: text is split into plain runs and links, and React renders both as text.
 */
export type InlineSegment = { kind: 'text'; text: string } | { kind: 'link'; label: string; href: string };

/**
 * internal: an app path (router link); external: http(s), opens in a new tab; plain: mailto:, tel:
 * or a #fragment (a normal link); unsafe: anything else (javascript:, data:, ...).
 */
export type LinkKind = 'internal' | 'external' | 'plain' | 'unsafe';

const LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/** Splits text into plain runs and [label](url) links, in order; a malformed link stays text. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', label: match[1]!, href: match[2]! });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/**
 * What kind of target a content link has. Protocol-relative '//host' is external, not an app path;
 * javascript:, data: and other schemes are unsafe and render as plain text.
 */
export function linkKind(href: string): LinkKind {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return 'internal';
  if (/^https?:\/\//i.test(value) || value.startsWith('//')) return 'external';
  if (/^(mailto|tel):/i.test(value) || value.startsWith('#')) return 'plain';
  return 'unsafe';
}

/** "/products/flower?strain=indica#top" -> path, search params and hash, as the router's Link takes them. */
export function splitHref(href: string): { to: string; search: Record<string, string> | undefined; hash: string | undefined } {
  const url = new URL(href, 'http://app.invalid');
  const search = url.search ? Object.fromEntries(url.searchParams) : undefined;
  return { to: url.pathname, search, hash: url.hash ? url.hash.slice(1) : undefined };
}

/** Whether content may link there at all: app paths, web addresses, mailto:, tel: and #fragments. */
export function isSafeContentHref(href: string): boolean {
  return linkKind(href) !== 'unsafe';
}
