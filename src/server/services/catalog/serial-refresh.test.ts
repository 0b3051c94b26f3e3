import { describe, expect, test } from 'vitest';
import { serialRefresh, type SerialRefreshState } from './serial-refresh';

/** A read the test finishes by hand, counting how many run at once. */
function reads() {
  const finishes: ((error?: Error) => void)[] = [];
  let atOnce = 0;
  let mostAtOnce = 0;
  const read = () =>
    new Promise<void>((resolve, reject) => {
      atOnce += 1;
      mostAtOnce = Math.max(mostAtOnce, atOnce);
      finishes.push((error) => {
        atOnce -= 1;
        if (error) reject(error);
        else resolve();
      });
    });
  return {
    read,
    get started() {
      return finishes.length;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    finish: (index: number, error?: Error) => finishes[index]!(error),
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('serial refresh', () => {
  test('callers before the read starts share one read', async () => {
    const state: SerialRefreshState = {};
    const source = reads();
    const first = serialRefresh(state, source.read);
    const second = serialRefresh(state, source.read);
    expect(second).toBe(first);
    await settle();
    expect(source.started).toBe(1);
    source.finish(0);
    await first;
    expect(state).toEqual({ running: undefined, queued: undefined });
  });

  test('calls during a read queue exactly one more, started only after it ends', async () => {
    const state: SerialRefreshState = {};
    const source = reads();
    const first = serialRefresh(state, source.read);
    await settle();
    expect(source.started).toBe(1);
    // Writes committed now may be missed by the running read: these callers wait for a new one.
    const second = serialRefresh(state, source.read);
    const third = serialRefresh(state, source.read);
    expect(third).toBe(second);
    await settle();
    expect(source.started).toBe(1);
    let secondDone = false;
    void second.then(() => (secondDone = true));
    source.finish(0);
    await first;
    await settle();
    expect([source.started, secondDone]).toEqual([2, false]);
    source.finish(1);
    await second;
    expect([source.started, source.mostAtOnce]).toEqual([2, 1]);
  });

  test('a failed read fails its callers only; the queued read still runs', async () => {
    const state: SerialRefreshState = {};
    const source = reads();
    const first = serialRefresh(state, source.read);
    await settle();
    const second = serialRefresh(state, source.read);
    source.finish(0, new Error('read failed'));
    await expect(first).rejects.toThrow('read failed');
    await settle();
    expect(source.started).toBe(2);
    source.finish(1);
    await expect(second).resolves.toBeUndefined();
    const third = serialRefresh(state, source.read);
    await settle();
    expect(source.started).toBe(3);
    source.finish(2);
    await third;
  });
});
