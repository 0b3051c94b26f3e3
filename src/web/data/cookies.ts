/** Small cookie adapter; components never touch document.cookie directly. */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** Writes a cookie for `days` days, or for the session when days is undefined. */
export function writeCookie(name: string, value: string, days?: number): void {
  const expires = days === undefined ? '' : `; max-age=${Math.round(days * 86_400)}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/; SameSite=Lax`;
}
