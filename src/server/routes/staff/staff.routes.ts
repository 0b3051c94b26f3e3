import type { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';

/** staff/* (issue 7; part 2 §6): a portal user's calls, scoped to the stores they work at. */
export function registerStaffRoutes(api: Hono<AppEnv>) {
  void api;
}
