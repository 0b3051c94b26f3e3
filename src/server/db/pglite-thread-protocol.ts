/**
 * The messages between the server's thread and the thread that owns the embedded database
 * (pglite-on-thread.ts asks, pglite-thread.ts answers). Rows cross as structured clones; parser
 * functions cannot, so a query names the type ids whose text it wants kept and parses them itself.
 */
export type ThreadRequest =
  | { id: number; kind: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; keepText?: number[]; transactionId?: number }
  | { id: number; kind: 'exec'; sql: string; transactionId?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'commit' | 'rollback'; transactionId: number }
  | { id: number; kind: 'listen' | 'unlisten'; channel: string }
  | { id: number; kind: 'close' };

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notify: string; payload: string };

/** What the server's code reads of a database error (SQLSTATE `code`, `constraint`, …), as plain data. */
export type SerializedError = { message: string; fields: Record<string, string | number | boolean | null> };

/** The start-up data of the database thread: its folder, and a dumped data directory to start from (tests). */
export type ThreadStart = { dataDir: string; loadDataDir?: Uint8Array<ArrayBuffer> };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return { message: error.message, fields };
}

export function deserializeError({ message, fields }: SerializedError): Error {
  return Object.assign(new Error(message), fields);
}
