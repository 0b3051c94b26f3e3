/**
 * Return paths of the sign-in flow (part 2 §2: /login's `from` holds the return path,
 * double-encoded). Only same-site paths are followed, so a crafted link cannot send a person who
 * just signed in to another site (an open redirect).
 */

const ORIGIN = 'https://apotheca.invalid';

/** True for a path on this site: starts with one '/', no scheme, no backslash or control character. */
export function isSameSitePath(path: string | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return false;
  // Browsers read '\' as '/', so '/\evil.example' would leave the site; control characters hide tricks.
  if (path.includes('\\') || [...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  try {
    return new URL(path, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The return path carried by `from`: the router has decoded the URL once, so it is decoded once
 * more. Anything that is not a same-site path, or leads back into /login, gives undefined.
 */
export function returnPathFrom(from: string | undefined): string | undefined {
  if (!from) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(from);
  } catch {
    return undefined;
  }
  if (!isSameSitePath(path)) return undefined;
  return path === '/login' || path.startsWith('/login?') || path.startsWith('/login/') ? undefined : path;
}

/** The value for a `from` query: encoded once here, once more by the URL (double-encoded). */
export function fromQueryValue(path: string): string {
  return encodeURIComponent(path);
}
