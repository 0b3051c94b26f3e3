import { proxy } from 'valtio';
import type { OutboxRow } from './offline-db';

/** A write waiting for the network, as the screens see it. */
export type QueuedWrite = Required<Pick<OutboxRow, 'seq'>> & OutboxRow;

/** The signed-in person's waiting writes (oldest first) and whether they are being sent now. */
export const outboxState = proxy<{ writes: QueuedWrite[]; sending: boolean }>({ writes: [], sending: false });

/** How a write fared: done (sent, or refused by the server: never sent again) or not reached. */
export type SendOutcome = 'done' | 'unreachable';

/** One tab sends at a time, so two open tabs never replay the same write side by side. */
const OUTBOX_LOCK = 'apotheca-outbox';

const database = () => import('./offline-db').then((module) => module.offlineDb());

/** Reads the waiting writes of `userId` into outboxState (none when signed out). */
export async function loadOutbox(userId: number | undefined): Promise<QueuedWrite[]> {
  const writes = userId === undefined ? [] : ((await (await database()).outbox.where('userId').equals(userId).sortBy('seq')) as QueuedWrite[]);
  outboxState.writes = writes;
  return writes;
}

/** Keeps a write for later; its key goes with every attempt so the server does it at most once. */
export async function enqueueWrite(write: Pick<OutboxRow, 'userId' | 'name' | 'body' | 'key'>): Promise<void> {
  const db = await database();
  await db.outbox.add({ ...write, createdAt: Date.now(), attempts: 0 });
  await loadOutbox(write.userId);
}

/**
 * Sends `userId`'s waiting writes in the order they were made, one at a time, each removed once the
 * server has answered it (accepted or refused). Stops at the first write the server could not be
 * reached for, so later writes never overtake it. Answers whether writes are still waiting.
 */
export async function drainOutbox(userId: number, send: (write: QueuedWrite) => Promise<SendOutcome>): Promise<boolean> {
  if (outboxState.sending) return outboxState.writes.length > 0;
  outboxState.sending = true;
  try {
    const run = () => sendInOrder(userId, send);
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return await (locks ? locks.request(OUTBOX_LOCK, run) : run());
  } finally {
    outboxState.sending = false;
  }
}

async function sendInOrder(userId: number, send: (write: QueuedWrite) => Promise<SendOutcome>): Promise<boolean> {
  const db = await database();
  // Read again under the lock: another tab may have sent some meanwhile.
  for (const write of await loadOutbox(userId)) {
    const outcome = await send(write);
    if (outcome === 'unreachable') {
      await db.outbox.update(write.seq, { attempts: write.attempts + 1 });
      await loadOutbox(userId);
      return true;
    }
    await db.outbox.delete(write.seq);
    await loadOutbox(userId);
  }
  return false;
}
