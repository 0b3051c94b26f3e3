import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Mounts every resource's routes on the /api app. */
export function registerApiRoutes(api: Hono<AppEnv>) {
  api.get('/health', (c) => c.json({ ok: true }));
}
