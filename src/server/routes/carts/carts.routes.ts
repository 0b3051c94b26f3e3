import type { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';

/** carts/* of part 2 §7: every call needs a Bearer token and acts on that user's carts only. */
export function registerCartRoutes(_api: Hono<AppEnv>) {}
