/**
 * The debug panel exists only where the version badge shows (part 1 §2, §4 "not in production"):
 * local, sand and stage builds. The build's VITE_APP_ENV decides, as for the badge
 * (web/shell/version-badge.tsx); the server's dev endpoints also refuse in production.
 */
const DEBUG_ENVIRONMENTS = ['local', 'sand', 'stage'];

export function debugPanelAvailable(env = (import.meta.env.VITE_APP_ENV as string | undefined) ?? 'local'): boolean {
  return DEBUG_ENVIRONMENTS.includes(env);
}
