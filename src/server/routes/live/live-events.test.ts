import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePaths } from '@/api/live-paths';
import { liveEvents, staffRoles, users } from '@/server/db/schema';
import { issueTokenPair, revokeFamily } from '@/server/services/auth/refresh-tokens';
import { insertStaffer, insertUser } from '../testing/account-fixture';
import { CART_HOST, OTHER_CART_HOST, type Auth } from '../testing/cart-fixture';
import { createStaffTestApp, type StaffTestApp } from '../staff/staff-test-kit';
import { readLiveStream } from './live-stream-reader';

/**
 * Live updates (README "Live updates"): a signed-in tab's server-sent events carry its shopper's
 * order changes, its store's menu changes and, for the store's staff, the queue's order changes,
 * resumable with Last-Event-ID, ended with the session that opened them.
 */
let t: StaffTestApp;
let storeId: number;
let otherStoreId: number;
let itemId: number;

beforeAll(async () => {
  t = await createStaffTestApp();
  storeId = (await t.store()).id;
  otherStoreId = (await t.store()).id;
  itemId = (await t.item(storeId, { recSellableQty: 50 })).id;
});
afterAll(() => t.t.close());

function open(auth: Auth, store: number | string = storeId, headers: Record<string, string> = {}, host = CART_HOST) {
  return t.t.app.request(`/api${livePaths.liveEvents.path}?store_id=${store}`, { headers: { host, ...auth, ...headers } });
}

async function openReady(auth: Auth, store = storeId, headers: Record<string, string> = {}) {
  const response = await open(auth, store, headers);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readLiveStream(response);
  const ready = await stream.next((frame) => frame.event === 'ready');
  return { ...stream, readyId: Number(ready!.id) };
}

async function signedIn(values: Parameters<typeof insertUser>[2] = {}) {
  const user = await insertUser(t.db, t.brand.id, values);
  const familyId = crypto.randomUUID();
  const tokens = await issueTokenPair(t.db, t.t.config.AUTH_SECRET, { id: user.id, orderingAppId: t.brand.id, email: user.email }, familyId);
  return { user, familyId, auth: { authorization: `Bearer ${tokens.response.access_token}` } };
}

describe('who may open a stream', () => {
  it('answers 401 without a token, 400 without a store and 404 for a store of another brand', async () => {
    const shopper = await signedIn();
    expect((await open({})).status).toBe(401);
    expect((await open(shopper.auth, 'abc')).status).toBe(400);
    // A token is good only at its own brand's host.
    expect((await open(shopper.auth, storeId, {}, OTHER_CART_HOST)).status).toBe(401);
    const otherBrandStore = await t.store({ orderingAppId: t.otherBrand.id });
    expect((await open(shopper.auth, otherBrandStore.id)).status).toBe(404);
  });

  it('answers 429 past the open streams one account may hold, and takes one again once a tab closes', async () => {
    const shopper = await signedIn();
    const streams = [];
    for (let n = 0; n < t.t.config.LIVE_STREAMS_PER_USER; n++) streams.push(await openReady(shopper.auth));
    const refused = await open(shopper.auth);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TooManyStreams' });
    await streams.pop()!.close();
    await expect.poll(() => t.t.live.streamsOf(shopper.user.id)).toBe(t.t.config.LIVE_STREAMS_PER_USER - 1);
    const again = await openReady(shopper.auth);
    for (const stream of [...streams, again]) await stream.close();
  });
});

describe('what a stream carries', () => {
  it("tells a shopper of their own order's status changes, and the store's staff of the new order, but no other shopper or store", async () => {
    const shopper = await signedIn();
    const stranger = await signedIn();
    const staff = await t.staffer([storeId]);
    const otherStaff = await t.staffer([otherStoreId]);
    const mine = await openReady(shopper.auth);
    const counter = await openReady(staff.auth);
    const elsewhere = await openReady(otherStaff.auth, otherStoreId);
    const strangers = await openReady(stranger.auth);

    const order = await t.placeOrder(shopper.auth, storeId, [{ id: itemId }]);
    const placed = { kind: 'order', order_id: order.id, store_id: storeId, from_status: 'pending', kiosk: false };
    expect(await counter.nextEvent()).toMatchObject(placed);
    expect(await mine.nextEvent()).toMatchObject(placed);
    // Placing took stock: every menu of the store hears it.
    expect(await mine.nextEvent()).toMatchObject({ kind: 'catalog', store_id: storeId, parts: ['stock'] });

    await t.move(staff.auth, order, 'fulfilled');
    const moved = await mine.nextEvent();
    expect(moved).toMatchObject({ kind: 'order', order_id: order.id, status: 'fulfilled' });
    expect(mine.frames.filter((frame) => frame.event === 'order').map((frame) => (frame.data as { status: string }).status)).toEqual([order.status, 'fulfilled']);

    // The other store's staff and the stranger heard no order.
    for (const stream of [elsewhere, strangers]) {
      await stream.close();
      expect(stream.frames.filter((frame) => frame.event === 'order')).toEqual([]);
    }
    await Promise.all([mine.close(), counter.close()]);
  });

  it("tells every menu open at a store of a console edit to an item, naming the item, and not another store's menus", async () => {
    const operator = await insertStaffer(t.db, t.brand.id, []);
    await t.db.insert(staffRoles).values({ userId: operator.id, role: 'operator' });
    const operatorToken = (await issueTokenPair(t.db, t.t.config.AUTH_SECRET, { id: operator.id, orderingAppId: t.brand.id, email: operator.email })).response.access_token;
    const shopper = await signedIn();
    const menu = await openReady(shopper.auth);
    const otherMenu = await openReady(shopper.auth, otherStoreId);
    const edit = await t.t.app.request(`/api/admin/items/${itemId}`, {
      method: 'PATCH',
      headers: { host: CART_HOST, authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prices: { recreational: 2150 } }),
    });
    expect(edit.status).toBe(200);
    expect(await menu.nextEvent()).toMatchObject({ kind: 'catalog', store_id: storeId, item_ids: [itemId] });
    await otherMenu.close();
    expect(otherMenu.frames.filter((frame) => frame.event === 'catalog')).toEqual([]);
    await menu.close();
  });
});

describe('resuming and ending', () => {
  it('replays what a reconnect missed after its Last-Event-ID, and answers a reset once those events are pruned', async () => {
    const shopper = await signedIn();
    const staff = await t.staffer([storeId]);
    const first = await openReady(shopper.auth);
    await first.close();
    const order = await t.placeOrder(shopper.auth, storeId, [{ id: itemId }]);
    await t.move(staff.auth, order, 'fulfilled');

    const resumed = await openReady(shopper.auth, storeId, { 'last-event-id': String(first.readyId) });
    const replayed = resumed.frames.filter((frame) => frame.event === 'order').map((frame) => frame.data);
    expect(replayed).toEqual(expect.arrayContaining([expect.objectContaining({ order_id: order.id, status: 'fulfilled' })]));
    await resumed.close();

    await t.db.delete(liveEvents);
    const tooLate = await openReady(shopper.auth, storeId, { 'last-event-id': String(first.readyId) });
    expect(tooLate.frames.map((frame) => frame.event)).toContain('reset');
    await tooLate.close();
  });

  it('ends the stream when its session ends (logout) or the account is disabled, whichever process wrote it', async () => {
    const shopper = await signedIn();
    const stream = await openReady(shopper.auth);
    const otherTab = await signedIn();
    const untouched = await openReady(otherTab.auth);
    await revokeFamily(t.db, shopper.familyId);
    expect(await stream.closedByServer()).toBe(true);

    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, otherTab.user.id));
    expect(await untouched.closedByServer()).toBe(true);
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    t.t.config.LIVE_HEARTBEAT_SECONDS = 1;
    const shopper = await signedIn();
    const stream = await openReady(shopper.auth);
    expect(await stream.next((frame) => frame.comment === 'heartbeat')).toBeDefined();
    await stream.close();
  });
});
