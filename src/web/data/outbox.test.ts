import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { offlineDb } from './offline-db';
import { drainOutbox, enqueueWrite, loadOutbox, outboxState, type QueuedWrite } from './outbox';

afterEach(async () => {
  await offlineDb().outbox.clear();
});

const add = (userId: number, name: string, key: string) => enqueueWrite({ userId, name, body: { name }, key });

describe('writes made offline wait on the device and are sent in order (issue 6)', () => {
  test('sends each waiting write once, oldest first, with the key it was given', async () => {
    await add(1, 'addItem', 'key-aaaa-1');
    await add(1, 'updateQuantity', 'key-aaaa-2');
    await add(2, 'addItem', 'key-bbbb-1');
    expect(outboxState.writes.map((write) => write.key)).toEqual(['key-bbbb-1']);

    const sent: string[] = [];
    const waiting = await drainOutbox(1, async (write) => {
      sent.push(`${write.name}:${write.key}`);
      return 'done';
    });
    expect(sent).toEqual(['addItem:key-aaaa-1', 'updateQuantity:key-aaaa-2']);
    expect(waiting).toBe(false);
    expect(await loadOutbox(1)).toEqual([]);
    // Another person's writes are neither sent nor dropped.
    expect((await loadOutbox(2)).map((write) => write.key)).toEqual(['key-bbbb-1']);
  });

  test('a write the server could not be reached for stays first, with its key, and nothing overtakes it', async () => {
    await add(1, 'addItem', 'key-first-1');
    await add(1, 'submitCart', 'key-second-2');
    const attempts: QueuedWrite[] = [];
    const waiting = await drainOutbox(1, async (write) => {
      attempts.push(write);
      return 'unreachable';
    });
    expect(waiting).toBe(true);
    expect(attempts.map((write) => write.key)).toEqual(['key-first-1']);
    const kept = await loadOutbox(1);
    expect(kept.map((write) => [write.key, write.attempts])).toEqual([
      ['key-first-1', 1],
      ['key-second-2', 0],
    ]);

    const sent: string[] = [];
    await drainOutbox(1, async (write) => {
      sent.push(write.key);
      return 'done';
    });
    expect(sent).toEqual(['key-first-1', 'key-second-2']);
  });
});
