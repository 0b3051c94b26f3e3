import type { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';

/** auth/* of part 2 §7 (placeholder: the auth routes land here). */
export function registerAuthRoutes(_api: Hono<AppEnv>) {}
