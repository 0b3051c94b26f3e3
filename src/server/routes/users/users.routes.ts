import type { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';

/** users/* of part 2 §7 (placeholder: the users routes land here). */
export function registerUserRoutes(_api: Hono<AppEnv>) {}
