import type { EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { deserializeError, type ThreadReply, type ThreadRequest, type ThreadStart } from './pglite-thread-protocol';
import { logError } from '@/server/services/logging/log-error';

/** A request without its id (each kind's own fields), as the callers below build it. */
type Ask = ThreadRequest extends infer Each ? (Each extends ThreadRequest ? Omit<Each, 'id'> : never) : never;

/**
 * What the server, Drizzle and our listeners use of PGlite, answered by a PGlite on a thread of its
 * own (pglite-thread.ts). Drizzle's PGlite driver asks only for `query` and `transaction`; a
 * transaction holds PGlite's one connection on that thread exactly as it does in-process, so other
 * queries wait for its end there.
 */
export interface PgliteOnThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly closed: boolean;
  /** The database thread's event loop utilisation so far, to compare with an earlier reading. */
  utilization(): EventLoopUtilization;
}

/**
 * The thread's code is TypeScript: under the server's `node --import tsx` the hooks do not reach a
 * worker thread (Node 20), so the thread loads it through tsx's own import.
 */
function threadSource(moduleUrl: URL): string {
  if (!moduleUrl.pathname.endsWith('.ts')) return `import(${JSON.stringify(moduleUrl.href)})`;
  return `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(moduleUrl.href)}, ${JSON.stringify(import.meta.url)}))`;
}

export function openPgliteOnThread(start: ThreadStart): PgliteOnThread {
  const worker = new Worker(threadSource(new URL('./pglite-thread.ts', import.meta.url)), { eval: true, workerData: start });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let lastId = 0;
  let stopped: Error | undefined;

  worker.on('message', (reply: ThreadReply) => {
    if ('notify' in reply) {
      for (const onPayload of listeners.get(reply.notify) ?? []) onPayload(reply.payload);
      return;
    }
    const caller = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) caller?.resolve(reply.value);
    else caller?.reject(deserializeError(reply.error));
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const caller of waiting.values()) caller.reject(stopped);
    waiting.clear();
  };
  worker.on('error', (error) => {
    console.error('[db] the database thread failed:', error);
    stop(error);
  });
  worker.on('exit', () => stop(new Error('The database thread has stopped.')));

  function ask<T>(request: Ask): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  async function query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, transactionId?: number): Promise<Results<T>> {
    const parsers = options?.parsers;
    const keepText = parsers ? Object.keys(parsers).map(Number) : undefined;
    const result = await ask<Results<T>>({ kind: 'query', sql, params, rowMode: options?.rowMode, keepText, transactionId });
    if (parsers) parseKeptText(result, parsers);
    return result;
  }

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const transactionId = await ask<number>({ kind: 'begin' });
    let open = true;
    const tx: Transaction = {
      query: (sql, params, options) => query(sql, params, options, transactionId),
      sql: () => Promise.reject(new Error('Tagged SQL is not offered across the database thread.')),
      exec: (sql) => ask({ kind: 'exec', sql, transactionId }),
      rollback: () => Promise.reject(new Error('Throw from the transaction to roll it back.')),
      listen: () => Promise.reject(new Error('Listen outside a transaction.')),
      get closed() {
        return !open;
      },
    };
    try {
      const value = await callback(tx);
      open = false;
      await ask({ kind: 'commit', transactionId });
      return value;
    } catch (error) {
      if (open) {
        open = false;
        // The transaction's own error is the one to answer: a rollback that fails too (the thread
        // gone) is only logged, not thrown in its place.
        await ask({ kind: 'rollback', transactionId }).catch((rollbackError: unknown) => logError('[db] a rollback on the database thread failed', rollbackError));
      }
      throw error;
    }
  }

  return {
    query: (sql, params, options) => query(sql, params, options),
    exec: (sql) => ask({ kind: 'exec', sql }),
    transaction,
    async listen(channel, onPayload) {
      let heard = listeners.get(channel);
      if (!heard) listeners.set(channel, (heard = new Set()));
      heard.add(onPayload);
      if (heard.size === 1) await ask({ kind: 'listen', channel });
      return async () => {
        heard.delete(onPayload);
        if (heard.size === 0 && !stopped) await ask({ kind: 'unlisten', channel });
      };
    },
    async close() {
      if (stopped) return;
      await ask({ kind: 'close' });
      stop(new Error('The database is closed.'));
      await worker.terminate();
    },
    get closed() {
      return stopped !== undefined;
    },
    utilization: () => worker.performance.eventLoopUtilization(),
  };
}

/** The thread kept these types' text; the caller's own parsers read it here. */
function parseKeptText(result: Results<unknown>, parsers: NonNullable<QueryOptions['parsers']>): void {
  const columns = result.fields.map((field, index) => ({ key: index, name: field.name, parse: parsers[field.dataTypeID] })).filter((column) => column.parse);
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, name, parse } of columns) {
      const at = Array.isArray(row) ? key : name;
      const value = row[at];
      if (typeof value === 'string') row[at] = parse!(value);
    }
  }
}
