import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** `$1, $2, ...`: a bound parameter per value, for IN lists. Callers never pass an empty list. */
export function paramList(values: readonly unknown[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** `ARRAY[$1, $2]::text[]`: a text array both drivers bind the same way (for && and = ANY). */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${paramList(values)}]::text[]`;
}

/** `%text%` for LIKE/ILIKE with the text's own `\`, `%` and `_` escaped, so they match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** AND of the conditions; TRUE when there are none. */
export function allOf(conditions: readonly SQL[]): SQL {
  return conditions.length ? sql.join([...conditions], sql` AND `) : sql`TRUE`;
}

/** A timestamp column as an ISO 8601 string in UTC, identical on PGlite and PostgreSQL. */
export function isoTimestamp(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Runs raw SQL on either driver and answers its rows. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}
