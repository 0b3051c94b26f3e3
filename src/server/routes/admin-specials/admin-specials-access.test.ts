import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES, auditListSchema } from '@/api/admin';
import { adminPaths } from '@/api/admin-paths';
import { ADMIN_SPECIAL_MESSAGES, adminSpecialListSchema, adminSpecialSchema } from '@/api/admin-specials';
import { SPECIAL_LIST_ITEMS } from '@/domain/constants';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';
import type { Auth } from '../testing/cart-fixture';
import { createSpecial, specialBody, specialPaths } from './special-test-kit';

/**
 * Who may run a store's specials (README "Roles", "Specials in the console"): specials.edit at the
 * special's store. Every route refuses a manager of another store, a budtender, a shopper and
 * another brand's operator, and every write is in the audit log.
 */
let app: AdminTestApp;
let operator: Auth;
beforeAll(async () => {
  app = await createAdminTestApp();
  operator = (await app.operator()).auth;
});
afterAll(() => app.close());

/** Every route of the slice, on one store and one of its specials. */
function everyRoute(storeId: number, specialId: number) {
  return [
    ['GET', specialPaths.list(storeId), undefined],
    ['POST', specialPaths.list(storeId), specialBody()],
    ['GET', specialPaths.items(storeId), undefined],
    ['POST', specialPaths.preview(storeId), { special: specialBody() }],
    ['GET', specialPaths.one(specialId), undefined],
    ['PUT', specialPaths.one(specialId), specialBody({ title: 'Changed' })],
    ['POST', specialPaths.pause(specialId), undefined],
    ['POST', specialPaths.resume(specialId), undefined],
    ['POST', specialPaths.end(specialId), undefined],
  ] as const;
}

async function storeWithSpecial() {
  const store = await app.store();
  await app.item(store.id, { brand: 'Acme' });
  const special = await createSpecial(app, operator, store.id, specialBody());
  return { store, special };
}

describe('who may run specials', () => {
  test('an operator uses every route at any store of the brand', async () => {
    const { store, special } = await storeWithSpecial();
    const answers = [];
    for (const [method, path, body] of everyRoute(store.id, special.id)) answers.push([path, (await app.send(method, path, operator, body)).status]);
    expect(answers.map(([, status]) => status)).toEqual([200, 201, 200, 200, 200, 200, 200, 200, 200]);
  });

  test('a store manager runs their own store, and gets 403 at another store of the brand', async () => {
    const mine = await storeWithSpecial();
    const other = await storeWithSpecial();
    const { auth } = await app.manager([mine.store.id]);
    expect((await app.send('POST', specialPaths.list(mine.store.id), auth, specialBody())).status).toBe(201);
    expect((await app.send('POST', specialPaths.pause(mine.special.id), auth)).status).toBe(200);
    for (const [method, path, body] of everyRoute(other.store.id, other.special.id)) {
      const refused = await app.send(method, path, auth, body);
      expect([path, refused.status, refused.body.error]).toEqual([path, 403, ADMIN_MESSAGES.notYourStore]);
    }
    expect(adminSpecialSchema.parse((await app.send('GET', specialPaths.one(other.special.id), operator)).body).state).toBe('live');
  });

  test("a budtender and a shopper get 403, no token 401, and another brand's operator 404 for this brand's store and special", async () => {
    const { store, special } = await storeWithSpecial();
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    const foreign = await app.operator(app.otherBrand.id);
    for (const [method, path, body] of everyRoute(store.id, special.id)) {
      for (const who of [budtender.auth, shopper.auth]) {
        const refused = await app.send(method, path, who, body);
        expect([path, refused.status, refused.body.error]).toEqual([path, 403, ADMIN_MESSAGES.consoleOnly]);
      }
      expect((await app.send(method, path, {}, body)).status).toBe(401);
      const asForeign = await app.send(method, path, foreign.auth, body, app.OTHER_HOST);
      expect([path, asForeign.status]).toEqual([path, 404]);
    }
    const after = adminSpecialSchema.parse((await app.send('GET', specialPaths.one(special.id), operator)).body);
    expect([after.title, after.state]).toEqual([special.title, 'live']);
  });
});

describe('the audit log', () => {
  test('records the create, an edit (only what changed), pause, resume and end, each with who did it', async () => {
    const store = await app.store();
    const acme = await app.item(store.id, { brand: 'Acme' });
    const { auth, user } = await app.manager([store.id]);
    const special = await createSpecial(app, auth, store.id, specialBody());
    expect((await app.send('PUT', specialPaths.one(special.id), auth, specialBody({ discount_percent: 25 }))).status).toBe(200);
    for (const action of ['pause', 'resume', 'end'] as const) expect((await app.send('POST', specialPaths[action](special.id), auth)).status).toBe(200);
    const log = auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?store_id=${store.id}&object_type=special&sort=at&dir=asc`, operator)).body);
    expect(log.data.map((entry) => entry.action)).toEqual(['special.create', 'special.update', 'special.pause', 'special.resume', 'special.end']);
    expect(log.data.every((entry) => entry.object_id === String(special.id) && entry.actor.includes(user.email))).toBe(true);
    expect(log.data[0]!.after).toMatchObject({ discount_percent: 20, item_ids: [acme.id] });
    expect([log.data[1]!.before, log.data[1]!.after]).toEqual([{ discount_percent: 20 }, { discount_percent: 25 }]);
    expect(log.data[2]!.after).toEqual({ paused_at: expect.any(String) });
    expect(log.data[3]!.after).toEqual({ paused_at: null });
  });
});

describe('the list', () => {
  test("answers every special of the store with its state and the store's time zone, filtered by state", async () => {
    const store = await app.store({ timezone: 'America/Chicago' });
    await app.item(store.id, { brand: 'Acme' });
    const live = await createSpecial(app, operator, store.id, specialBody({ title: 'Live' }));
    const later = await createSpecial(app, operator, store.id, specialBody({ title: 'Later', starts_at: '2099-12-24T18:00' }));
    const paused = await createSpecial(app, operator, store.id, specialBody({ title: 'Paused' }));
    await app.send('POST', specialPaths.pause(paused.id), operator);
    const ended = await createSpecial(app, operator, store.id, specialBody({ title: 'Ended' }));
    await app.send('POST', specialPaths.end(ended.id), operator);
    const list = adminSpecialListSchema.parse((await app.send('GET', specialPaths.list(store.id), operator)).body);
    expect(list.timezone).toBe('America/Chicago');
    expect(list.data.map((special) => [special.title, special.state])).toEqual([['Ended', 'ended'], ['Paused', 'paused'], ['Later', 'scheduled'], ['Live', 'live']]);
    expect(list.data[2]!.starts_at).toBe('2099-12-25T00:00:00.000Z');
    expect(list.data[2]!.starts_local).toBe('2099-12-24T18:00');
    const scheduled = adminSpecialListSchema.parse((await app.send('GET', `${specialPaths.list(store.id)}?state=scheduled`, operator)).body);
    expect(scheduled.data.map((special) => special.id)).toEqual([later.id]);
    expect((await app.send('GET', `${specialPaths.list(store.id)}?state=soon`, operator)).status).toBe(400);
    expect(live.state).toBe('live');
  });

  test('the list names a few items of each special with their count; the special itself answers every item', async () => {
    const store = await app.store();
    const names = ['Acme A', 'Acme B', 'Acme C', 'Acme D', 'Acme E', 'Acme F', 'Acme G'];
    for (const name of [...names].reverse()) await app.item(store.id, { brand: 'Acme', name });
    const special = await createSpecial(app, operator, store.id, specialBody());
    expect([special.item_count, special.items.map((item) => item.name)]).toEqual([7, names]);
    const [listed] = adminSpecialListSchema.parse((await app.send('GET', specialPaths.list(store.id), operator)).body).data;
    expect([listed!.item_count, listed!.items.map((item) => item.name)]).toEqual([7, names.slice(0, SPECIAL_LIST_ITEMS)]);
    const one = adminSpecialSchema.parse((await app.send('GET', specialPaths.one(special.id), operator)).body);
    expect([one.item_count, one.items.map((item) => item.name)]).toEqual([7, names]);
  });

  test('an ended special cannot change any more (409); resuming one that is not paused is 409', async () => {
    const { special } = await storeWithSpecial();
    const resumed = await app.send('POST', specialPaths.resume(special.id), operator);
    expect([resumed.status, resumed.body.error]).toEqual([409, ADMIN_SPECIAL_MESSAGES.notPaused]);
    await app.send('POST', specialPaths.end(special.id), operator);
    for (const [method, path, body] of [['PUT', specialPaths.one(special.id), specialBody()], ['POST', specialPaths.pause(special.id), undefined], ['POST', specialPaths.end(special.id), undefined]] as const) {
      const refused = await app.send(method, path, operator, body);
      expect([refused.status, refused.body.error]).toEqual([409, ADMIN_SPECIAL_MESSAGES.alreadyEnded]);
    }
  });
});
