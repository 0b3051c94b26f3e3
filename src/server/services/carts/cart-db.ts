import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PgliteQueryResultHKT } from 'drizzle-orm/pglite';
import type { Database } from '@/server/db/client';
import type * as schema from '@/server/db/schema';

/**
 * Anything the cart services can query through: the database or one of its transactions. Both
 * drivers expose the same query builder (src/server/db/client.ts), so this is the Drizzle type the
 * two have in common.
 */
export type Db = PgDatabase<PgliteQueryResultHKT, typeof schema>;

/**
 * The catalog services take a Database but only run queries through it. Inside a transaction they
 * must use that transaction (PGlite has one connection; a pool would need a second one while the
 * first holds locks), so the transaction is handed over under their type.
 */
export function asDatabase(db: Db): Database {
  return db as unknown as Database;
}

/** PostgreSQL's unique_violation (SQLSTATE 23505), from either driver, optionally on one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505') {
      if (!constraint) return true;
      return name === constraint || (typeof message === 'string' && message.includes(constraint));
    }
  }
  return false;
}
