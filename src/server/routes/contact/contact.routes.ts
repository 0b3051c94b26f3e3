import type { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';

/** The contact and support calls of part 2 §7 "Other". */
export function registerContactRoutes(_api: Hono<AppEnv>) {}
