import { REFRESH_COOKIE } from '@/api/auth';
import { createApp } from '@/server/app';
import { afterResponseSettled } from '@/server/http/after-response';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { createTestApp, readAnswer, type TestApp } from '../../../../tests/support/test-app';
import { insertBrand } from '../testing/catalog-fixture';

/**
 * The real app for the auth API tests, trusting X-Forwarded-For (TRUST_PROXY) so each test names its
 * client address: calls come from a fresh address unless one is given, so the per-address limits
 * only bite where a test means them to. Calls carry the web client's x-api-key, as the app's do.
 */
export interface AuthTestApp {
  t: TestApp;
  db: Database;
  config: Config;
  brandId: number;
  brandSlug: string;
  post(path: string, json: unknown, options?: RequestOptions): Promise<Answer>;
  get(path: string, options?: RequestOptions): Promise<Answer>;
  /** Another API process on the same database (ARCHITECTURE.md "several processes"), with the same helpers. */
  anotherProcess(): Pick<AuthTestApp, 'post' | 'get'>;
  close(): Promise<void>;
}
export interface RequestOptions {
  address?: string;
  headers?: Record<string, string>;
  /** The refresh cookie to send, as the browser would to /api/auth. */
  refreshCookie?: string;
}
/** Status, parsed JSON (text for other bodies) and headers, as tests/support/test-app.ts answers. */
export type Answer = Awaited<ReturnType<TestApp['request']>>;

let addresses = 0;
/** A client address no other call of the run uses. */
export function freshAddress(): string {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function createAuthTestApp(changes: Partial<Config> = {}): Promise<AuthTestApp> {
  const t = await createTestApp();
  const brand = await insertBrand(t.handle.db, { name: 'Greenleaf', isMainBrand: true });
  const config: Config = { ...t.config, TRUST_PROXY: 'true', ...changes };
  const helpers = (app: ReturnType<typeof createApp>) => {
    const send = async (path: string, init: RequestInit, options: RequestOptions = {}): Promise<Answer> => {
      const headers = new Headers({ 'x-forwarded-for': options.address ?? freshAddress(), 'x-api-key': config.API_KEY, ...options.headers });
      if (options.refreshCookie !== undefined) headers.set('cookie', `${REFRESH_COOKIE.name}=${options.refreshCookie}`);
      if (init.body !== undefined) headers.set('content-type', 'application/json');
      return readAnswer(await app.request(path, { ...init, headers }));
    };
    return {
      post: (path: string, json: unknown, options?: RequestOptions) => send(path, { method: 'POST', body: JSON.stringify(json) }, options),
      get: (path: string, options?: RequestOptions) => send(path, { method: 'GET' }, options),
    };
  };
  return {
    t,
    db: t.handle.db,
    config,
    brandId: brand.id,
    brandSlug: brand.slug,
    ...helpers(createApp({ db: t.handle.db, config })),
    anotherProcess: () => helpers(createApp({ db: t.handle.db, config })),
    // Work a call left running (a reset code being emailed) finishes before the database closes.
    close: async () => {
      await afterResponseSettled();
      await t.close();
    },
  };
}

/** The refresh cookie an answer sets: its value and attributes as the Set-Cookie header gives them. */
export function refreshCookieOf(answer: Answer): { value: string; attributes: string[] } | undefined {
  const header = answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${REFRESH_COOKIE.name}=`));
  if (!header) return undefined;
  const [pair, ...attributes] = header.split(/;\s*/);
  return { value: decodeURIComponent(pair!.slice(REFRESH_COOKIE.name.length + 1)), attributes };
}

let emails = 0;
export const uniqueEmail = () => `person${++emails}.${Date.now()}@example.com`;

/** A complete, valid registration (part 2 §3) with a fresh email. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    first: 'Jane',
    last: 'Doe',
    email: uniqueEmail(),
    phone: '(845) 555-0142',
    password: 'Greenleaf1!',
    confirm_password: 'Greenleaf1!',
    opt_preferences: [{ type: 'transaction', opt_in: 'email' }],
    ...overrides,
  };
}
