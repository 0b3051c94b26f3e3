import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '@/server/db/schema';
import { createTwoBrandApp, MAIN_HOST } from '../testing/two-brand-app';

/**
 * The users API tests' common setup: a real app on its own database with two brands (chosen by
 * host), shoppers signed in with real tokens, and calls that name the contract's paths.
 */
export async function createUsersTestApp() {
  const base = await createTwoBrandApp();
  const { t, db } = base;

  /** POST /api{path} on the main brand's host; `json` undefined sends no body. */
  function post(path: string, auth: Record<string, string> = {}, json?: unknown, host = MAIN_HOST) {
    return t.request(`/api${path}`, { method: 'POST', headers: { host, ...auth }, json });
  }

  function get(path: string, auth: Record<string, string> = {}) {
    return t.request(`/api${path}`, { headers: { host: MAIN_HOST, ...auth } });
  }

  /** Every outbox message to a recipient, newest first. */
  function outboxTo(recipient: string) {
    return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
  }

  return { ...base, post, get, outboxTo };
}

export type UsersTestApp = Awaited<ReturnType<typeof createUsersTestApp>>;
