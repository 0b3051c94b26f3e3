import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';
import { serializeError, type ThreadReply, type ThreadRequest, type ThreadStart } from './pglite-thread-protocol';

/**
 * The embedded database's own thread (started by pglite-on-thread.ts). PGlite is PostgreSQL in
 * WebAssembly plus the JavaScript that parses its answers; on the server's thread that was six
 * tenths of the thread's work under load (README "The mixed shopper workload"), so here it runs
 * beside the HTTP server instead of between its requests.
 */
const port = parentPort!;
const { dataDir, loadDataDir } = workerData as ThreadStart;
const pg = new PGlite(dataDir, { ...pgliteOptions, loadDataDir: loadDataDir && new Blob([loadDataDir]) });

const keptText = (text: string) => text;
/** Rolls a transaction back from inside PGlite's callback, which is how PGlite is told to. */
const ROLL_BACK = Symbol('roll back');

type OpenTransaction = { tx: Transaction; decide(commit: boolean): void; finished: Promise<void> };
const transactions = new Map<number, OpenTransaction>();
let lastTransactionId = 0;
const unlisteners = new Map<string, () => Promise<void>>();

function begin(): Promise<number> {
  const transactionId = ++lastTransactionId;
  return new Promise((started, failed) => {
    let decide!: (commit: boolean) => void;
    const decision = new Promise<boolean>((resolve) => (decide = resolve));
    const finished = pg
      .transaction(async (tx) => {
        transactions.set(transactionId, { tx, decide, finished });
        started(transactionId);
        if (!(await decision)) throw ROLL_BACK;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error !== ROLL_BACK) throw error;
        },
      )
      .finally(() => transactions.delete(transactionId));
    // A BEGIN that fails never reaches the callback: the request fails instead.
    finished.catch(failed);
  });
}

async function finish(transactionId: number, commit: boolean): Promise<void> {
  const open = transactions.get(transactionId);
  if (!open) throw new Error(`No open transaction ${transactionId}.`);
  open.decide(commit);
  await open.finished;
}

function queryable(transactionId: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (transactionId === undefined) return pg;
  const open = transactions.get(transactionId);
  if (!open) throw new Error(`No open transaction ${transactionId}.`);
  return open.tx;
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const options: QueryOptions = { rowMode: request.rowMode };
      if (request.keepText) options.parsers = Object.fromEntries(request.keepText.map((typeId) => [typeId, keptText]));
      return queryable(request.transactionId).query(request.sql, request.params, options);
    }
    case 'exec':
      return queryable(request.transactionId).exec(request.sql);
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback':
      return finish(request.transactionId, request.kind === 'commit');
    case 'listen':
      if (!unlisteners.has(request.channel)) {
        unlisteners.set(request.channel, await pg.listen(request.channel, (payload) => port.postMessage({ notify: request.channel, payload } satisfies ThreadReply)));
      }
      return undefined;
    case 'unlisten': {
      const unlisten = unlisteners.get(request.channel);
      unlisteners.delete(request.channel);
      if (unlisten && !pg.closed) await unlisten();
      return undefined;
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return undefined;
  }
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies ThreadReply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies ThreadReply),
  );
});
