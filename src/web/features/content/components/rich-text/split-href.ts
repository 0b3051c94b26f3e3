/** "/products/flower?strain=indica#top" -> path, search params and hash, as the router's Link takes them. */
export function splitHref(href: string): { to: string; search: Record<string, string> | undefined; hash: string | undefined } {
  const url = new URL(href, 'http://app.invalid');
  const search = url.search ? Object.fromEntries(url.searchParams) : undefined;
  return { to: url.pathname, search, hash: url.hash ? url.hash.slice(1) : undefined };
}
