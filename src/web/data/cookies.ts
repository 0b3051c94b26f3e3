/**
 * Small cookie adapter; components never touch document.cookie directly. A page rendered on the
 * server (src/web/prerender/server-pages.tsx) has no document: nothing is read there or kept.
 */
const noDocument = () => typeof document === 'undefined';

export function readCookie(name: string): string | undefined {
  if (noDocument()) return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** Writes a cookie for `days` days, or for the session when days is undefined. */
export function writeCookie(name: string, value: string, days?: number): void {
  if (noDocument()) return;
  const expires = days === undefined ? '' : `; max-age=${Math.round(days * 86_400)}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  if (noDocument()) return;
  document.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/; SameSite=Lax`;
}
