import type { Context } from 'hono';
import * as z from 'zod/mini';
import { IMPORT_MESSAGES, inventoryRowsBodySchema } from '@/api/admin-import';
import { recordsFromCsv, type RowError } from '@/domain/inventory-rows';
import type { AppEnv } from '@/server/http/context';
import { ApiProblem, badRequest } from '@/server/http/errors';
import { isUnsafeText, UNSAFE_TEXT_MESSAGE, unsafeTextFields } from '@/server/http/safe-text';
import { fieldsByTopLevelKey } from '@/server/http/validate';

/** The rows of an import or feed body, CSV or JSON alike (README "Import and export"). */
export interface RowsBody {
  records: readonly unknown[];
  readErrors: RowError[];
  /** A JSON body's snapshot_at (the feed's sale rule). */
  snapshotAt: string | undefined;
}

/**
 * Reads the body by its Content-Type: text/csv is parsed as CSV (a broken file is a row-0 error),
 * application/json must be { snapshot_at?, rows: [...] }. Anything else is 415; text PostgreSQL
 * cannot keep (NUL) is 400, before a row is looked at.
 */
export async function readRowsBody(c: Context<AppEnv>): Promise<RowsBody> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv' || type === 'text/plain') {
    const text = await c.req.text();
    if (isUnsafeText(text)) throw badRequest('Invalid request.', { _: [UNSAFE_TEXT_MESSAGE] });
    const { records, errors } = recordsFromCsv(text);
    return { records, readErrors: errors, snapshotAt: undefined };
  }
  if (type !== 'application/json') throw new ApiProblem(415, { error: IMPORT_MESSAGES.unsupportedType });
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    throw badRequest('Invalid request.', { _: ['The body is not valid JSON'] });
  }
  const unsafe = unsafeTextFields(json);
  if (unsafe) throw badRequest('Invalid request.', unsafe);
  const parsed = z.safeParse(inventoryRowsBodySchema, json);
  if (!parsed.success) throw badRequest(IMPORT_MESSAGES.rowsKey, fieldsByTopLevelKey(parsed.error.issues));
  return { records: parsed.data.rows, readErrors: [], snapshotAt: parsed.data.snapshot_at };
}
