import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiRequestError, OFFLINE_MESSAGE } from '../api-errors';
import { offlineDb } from '../offline-db';
import { createOutbox, retryDelayMs, type Outbox, type OutboxEvent, type OutboxWrite } from './outbox-engine';
import { kioskScope, outboxState, userScope, type OutboxScope } from './scope-state';

/**
 * The one offline outbox (README "Writes made offline": a write is never lost and never done twice;
 * README "Kiosks hold a device token": a check-in made offline is sent once): scopes apart, order
 * kept, one key per write for life.
 */
interface Attempt {
  scope: OutboxScope;
  name: string;
  key: string;
}

const networkDown = () => new ApiRequestError(OFFLINE_MESSAGE, 'network', undefined);
const soldOut = () => new ApiRequestError('This item is sold out.', 'server', 409);

/** An outbox over a fake server: `answer` decides each attempt, every attempt is recorded. */
function outboxWithServer({ inOrder = true } = {}) {
  const attempts: Attempt[] = [];
  const events: OutboxEvent<string>[] = [];
  let answer: (write: OutboxWrite) => string | Error = (write) => `done:${write.name}`;
  const outbox = createOutbox<string>({
    inOrder,
    send: async (scope, write) => {
      attempts.push({ scope, name: write.name, key: write.key });
      const reply = answer(write);
      if (reply instanceof Error) throw reply;
      return reply;
    },
  });
  outbox.subscribe((event) => events.push(event));
  return {
    outbox,
    attempts,
    events,
    answerWith: (next: typeof answer) => {
      answer = next;
    },
  };
}

/** Writes made with no network (each kept with its key), then the network comes back. */
async function keptOffline(outbox: Outbox<string>, scope: OutboxScope, writes: [name: string, key: string][]) {
  onlineManager.setOnline(false);
  for (const [name, key] of writes) await outbox.send(scope, { name, body: {}, key });
  onlineManager.setOnline(true);
}

const USER = userScope(12);
const OTHER_USER = userScope(13);
const KIOSK = kioskScope(3);
const keysIn = (scope: OutboxScope) => outboxState(scope).writes.map((write) => write.key);

afterEach(async () => {
  onlineManager.setOnline(true);
  await offlineDb().outbox.clear();
  for (const scope of [USER, OTHER_USER, KIOSK]) Object.assign(outboxState(scope), { writes: [], sending: false });
});

describe('send: a value, never a rejection', () => {
  test('online, a write is sent at once with a fresh key and answers its value', async () => {
    const { outbox, attempts } = outboxWithServer();
    expect(await outbox.send(USER, { name: 'addItem', body: {} })).toEqual({ status: 'sent', value: 'done:addItem' });
    expect(attempts).toEqual([{ scope: USER, name: 'addItem', key: expect.stringMatching(/^[A-Za-z0-9-]{8,}$/) }]);
    expect(await offlineDb().outbox.count()).toBe(0);
  });

  test('offline, it is kept and answers queued; a refusal online answers refused with the error and keeps nothing', async () => {
    const { outbox, attempts, answerWith } = outboxWithServer();
    onlineManager.setOnline(false);
    expect(await outbox.send(USER, { name: 'addItem', body: {}, key: 'key-offline-1' })).toEqual({ status: 'queued' });
    expect(attempts).toEqual([]);
    expect(keysIn(USER)).toEqual(['key-offline-1']);

    await offlineDb().outbox.clear();
    outboxState(USER).writes = [];
    onlineManager.setOnline(true);
    answerWith(soldOut);
    const refused = await outbox.send(USER, { name: 'addItem', body: {} });
    expect(refused).toEqual({ status: 'refused', error: expect.objectContaining({ status: 409, message: 'This item is sold out.' }) });
    expect(await offlineDb().outbox.count()).toBe(0);
  });
});

describe('scopes are kept apart', () => {
  test("a scope's replay sends only its own writes, and each scope has its own waiting list", async () => {
    const { outbox, attempts } = outboxWithServer();
    onlineManager.setOnline(false);
    await outbox.send(USER, { name: 'addItem', body: {}, key: 'key-user-12' });
    await outbox.send(OTHER_USER, { name: 'addItem', body: {}, key: 'key-user-13' });
    await outbox.send(KIOSK, { name: 'kioskCheckIn', body: {}, key: 'key-kiosk-3' });
    expect([keysIn(USER), keysIn(OTHER_USER), keysIn(KIOSK)]).toEqual([['key-user-12'], ['key-user-13'], ['key-kiosk-3']]);

    onlineManager.setOnline(true);
    await outbox.replay(USER);
    expect(attempts.map((attempt) => attempt.key)).toEqual(['key-user-12']);
    expect([keysIn(USER), keysIn(OTHER_USER), keysIn(KIOSK)]).toEqual([[], ['key-user-13'], ['key-kiosk-3']]);
  });

  test("one scope's writes never hold back another's: a waiting kiosk check-in does not queue a user's write", async () => {
    const { outbox, attempts } = outboxWithServer();
    await keptOffline(outbox, KIOSK, [['kioskCheckIn', 'key-kiosk-3']]);
    // The reconnect replay has not run (nobody follows the network here): the check-in still waits.
    expect(await outbox.send(USER, { name: 'addItem', body: {} })).toMatchObject({ status: 'sent' });
    expect(attempts.map((attempt) => attempt.scope)).toEqual([USER]);
  });
});

describe('replays keep the order the writes were made in', () => {
  test('independent writes (a kiosk) are sent at once online while others wait', async () => {
    const { outbox, attempts } = outboxWithServer({ inOrder: false });
    await keptOffline(outbox, KIOSK, [['kioskCheckIn', 'key-kept-1']]);
    expect(await outbox.send(KIOSK, { name: 'kioskCheckIn', body: {}, key: 'key-new-2' })).toEqual({ status: 'sent', value: 'done:kioskCheckIn' });
    expect(attempts[0]?.key).toBe('key-new-2');
  });

  test('a write the server could not be reached for stops the replay: it stays first with its attempt counted, nothing overtakes it, and all go in order once it is reached', async () => {
    const { outbox, attempts, answerWith } = outboxWithServer();
    await keptOffline(outbox, USER, [
      ['addItem', 'key-first-1'],
      ['submitCart', 'key-second-2'],
    ]);
    answerWith(networkDown);
    await outbox.replay(USER);
    expect(attempts.map((attempt) => attempt.key)).toEqual(['key-first-1']);
    expect(outboxState(USER).writes.map((write) => [write.key, write.attempts])).toEqual([
      ['key-first-1', 1],
      ['key-second-2', 0],
    ]);
    expect(outboxState(USER).sending).toBe(false);

    // Reached again: a new write waits behind the kept ones even online, and keeping it replays all, oldest first, each once.
    answerWith((write) => `done:${write.name}`);
    expect(await outbox.send(USER, { name: 'updateNotes', body: {}, key: 'key-third-3' })).toEqual({ status: 'queued' });
    await vi.waitFor(() => expect(keysIn(USER)).toEqual([]));
    expect(attempts.map((attempt) => attempt.key)).toEqual(['key-first-1', 'key-first-1', 'key-second-2', 'key-third-3']);
  });
});

describe('what the server said of a replayed write reaches the subscribers', () => {
  test('a refused write is removed and reported with the error; the next one is still sent and reported', async () => {
    const { outbox, events, answerWith } = outboxWithServer();
    onlineManager.setOnline(false);
    await outbox.send(USER, { name: 'addItem', body: { inventory_id: 501 }, key: 'key-sold-out-1' });
    await outbox.send(USER, { name: 'updateNotes', body: {}, key: 'key-notes-2' });
    onlineManager.setOnline(true);
    answerWith((write) => (write.name === 'addItem' ? soldOut() : `done:${write.name}`));
    await outbox.replay(USER);
    expect(events.map((event) => [event.type, event.scope, event.write.key, event.type === 'sent' ? event.value : event.error.message])).toEqual([
      ['refused', USER, 'key-sold-out-1', 'This item is sold out.'],
      ['sent', USER, 'key-notes-2', 'done:updateNotes'],
    ]);
    expect(events[0]?.write.body).toEqual({ inventory_id: 501 });
    expect(await offlineDb().outbox.count()).toBe(0);
  });

  test('a subscriber stops hearing once it unsubscribes', async () => {
    const { outbox } = outboxWithServer();
    const heard: string[] = [];
    const stop = outbox.subscribe((event) => heard.push(event.write.key));
    await keptOffline(outbox, USER, [['addItem', 'key-heard-1']]);
    await outbox.replay(USER);
    stop();
    await keptOffline(outbox, USER, [['addItem', 'key-unheard-2']]);
    await outbox.replay(USER);
    expect(heard).toEqual(['key-heard-1']);
  });
});

describe('one idempotency key per write, on every attempt', () => {
  test('a write whose first request never reached the server keeps that key through every retry until it is answered', async () => {
    const { outbox, attempts, answerWith } = outboxWithServer();
    answerWith(networkDown);
    expect(await outbox.send(USER, { name: 'addItem', body: {} })).toEqual({ status: 'queued' });
    // Keeping it tried once more at once, still without a network.
    const tried = (count: number) => vi.waitFor(() => expect([outboxState(USER).writes[0]?.attempts, outboxState(USER).sending]).toEqual([count, false]));
    await tried(1);
    await outbox.replay(USER);
    await tried(2);
    answerWith((write) => `done:${write.name}`);
    await outbox.replay(USER);
    expect(keysIn(USER)).toEqual([]);
    expect(attempts).toHaveLength(4);
    expect(new Set(attempts.map((attempt) => attempt.key)).size).toBe(1);
  });

  test('two writes never share a key', async () => {
    const { outbox, attempts } = outboxWithServer();
    await outbox.send(USER, { name: 'addItem', body: {} });
    await outbox.send(USER, { name: 'addItem', body: {} });
    expect(attempts[0]?.key).not.toBe(attempts[1]?.key);
  });
});

describe('a server not ready is asked again later', () => {
  test('after 15 s, doubling with each attempt, at most every 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
  });
});
