import type { Database } from '@/server/db/client';

type Queryable = { query: (...args: unknown[]) => unknown };

/**
 * The SQL statements `work` sends through `db` (PGlite or a node-postgres pool): a count of the
 * driver's query calls while it runs. For tests that keep a request's statement count from growing
 * back (README "Performance": under load a request's latency grows with its statements). Statements
 * inside a transaction go through the transaction's own connection and are not counted.
 */
export async function countStatements(db: Database, work: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  let count = 0;
  client.query = function countedQuery(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return count;
}
