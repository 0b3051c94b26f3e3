import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { describeErrorForLog, logError } from './log-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real failed query whose parameters are an account's secrets. */
async function failedQueryError(): Promise<unknown> {
  const secrets = ['scrypt$N=131072$c2VjcmV0LWhhc2g=', 'ann.lee@example.com', '8455550142'];
  try {
    await t.handle.db.execute(sql`select ${secrets[0]}::text, ${secrets[1]}::text, ${secrets[2]}::int / 0, 'x'::int`);
  } catch (error) {
    return error;
  }
  throw new Error('the query was meant to fail');
}

describe('error logs hold no request secrets or personal data', () => {
  test('a failed query is logged with its SQL and the database error code, never its parameters', async () => {
    const error = await failedQueryError();
    expect(String((error as Error).message)).toContain('ann.lee@example.com');
    const line = describeErrorForLog(error);
    expect(line).toContain('Failed query: select $1::text');
    expect(line).toMatch(/code=22/);
    for (const secret of ['c2VjcmV0LWhhc2g', 'ann.lee@example.com', '8455550142']) expect(line).not.toContain(secret);
    expect(line).toMatch(/\n\s+at /);
  });

  test('values PostgreSQL quotes in its own messages are masked', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "ann.lee@example.com"'), { code: '22P02' });
    const line = describeErrorForLog(Object.assign(new Error('wrapped'), { cause }));
    expect(line).not.toContain('ann.lee');
    expect(line).toContain('caused by Error: invalid input syntax for type integer: "…" code=22P02');
  });

  test('logError writes the context and the redacted description', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      logError('[api] POST /api/auth/register', await failedQueryError());
      const logged = spy.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(logged).toContain('[api] POST /api/auth/register');
      expect(logged).not.toContain('ann.lee@example.com');
    } finally {
      spy.mockRestore();
    }
  });
});
