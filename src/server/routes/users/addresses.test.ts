import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userPaths } from '@/api/account-paths';
import { addressListSchema, addressSchema, deletedResponseSchema, USER_MESSAGES } from '@/api/user';
import { createUsersTestApp, type UsersTestApp } from './users-test-kit';

/** users/op/get|add|update|delete-my-addresses (part 2 §5 "Account edit": default and sameness rules). */
let app: UsersTestApp;
beforeAll(async () => {
  app = await createUsersTestApp();
});
afterAll(() => app.close());

type Auth = Record<string, string>;
const home = { address_1: '12 Oak Street', address_2: 'Apt 3', city: 'Albany', state: 'NY', zip: '12207' };
const work = { address_1: '400 Broadway', city: 'Albany', state: 'NY', zip: '12207' };
const cabin = { address_1: '1 Lake Rd', city: 'Lake Placid', state: 'NY', zip: '12946' };

const add = (auth: Auth, json: object) => app.post(userPaths.addMyAddresses.path, auth, json);
const update = (auth: Auth, json: object) => app.post(userPaths.updateMyAddresses.path, auth, json);
const remove = (auth: Auth, id: number) => app.post(userPaths.deleteMyAddresses.path.replace('{id}', String(id)), auth);
async function list(auth: Auth) {
  const response = await app.post(userPaths.getMyAddresses.path, auth);
  expect(response.status).toBe(200);
  return addressListSchema.parse(response.body);
}
const defaults = async (auth: Auth) => (await list(auth)).data.map((address) => [address.address_1, address.is_default]);

describe('adding addresses', () => {
  test('the first address becomes the default; the next is not; the list has the default first', async () => {
    const { auth } = await app.shopper();
    const first = await add(auth, home);
    expect(first.status).toBe(200);
    expect(addressSchema.parse(first.body)).toMatchObject({ ...home, is_default: true });
    expect((await add(auth, work)).body.is_default).toBe(false);
    const listed = await list(auth);
    expect(listed.rows).toBe(2);
    expect(listed.total_rows).toBe(2);
    expect(await defaults(auth)).toEqual([[home.address_1, true], [work.address_1, false]]);
  });

  test('is_default true on a new address unsets the others', async () => {
    const { auth } = await app.shopper();
    await add(auth, home);
    await add(auth, { ...work, is_default: true });
    expect(await defaults(auth)).toEqual([[work.address_1, true], [home.address_1, false]]);
  });

  test('the same address again (other case and spacing) answers the saved one without a new row', async () => {
    const { auth } = await app.shopper();
    const saved = await add(auth, home);
    const again = await add(auth, { ...home, address_1: ' 12 OAK street ', address_2: 'apt 3', city: 'ALBANY' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(saved.body);
    expect((await list(auth)).rows).toBe(1);
  });

  test('a different zip is a different address', async () => {
    const { auth } = await app.shopper();
    await add(auth, home);
    await add(auth, { ...home, zip: '12208' });
    expect((await list(auth)).rows).toBe(2);
  });

  test.each([
    ['no street', { ...home, address_1: ' ' }, 'address_1'],
    ['no city', { ...home, city: '' }, 'city'],
    ['a bad state', { ...home, state: 'New York' }, 'state'],
    ['a short zip', { ...home, zip: '122' }, 'zip'],
  ])('an incomplete address (%s) answers 400 under its field', async (_case, json, field) => {
    const { auth } = await app.shopper();
    const response = await add(auth, json);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBeDefined();
    expect((await list(auth)).rows).toBe(0);
  });

  test('a longer zip is cut to 5 characters', async () => {
    const { auth } = await app.shopper();
    expect((await add(auth, { ...home, zip: '12207-1234' })).body.zip).toBe('12207');
  });
});

describe('changing and deleting addresses', () => {
  test('update changes my address; is_default true moves the default to it', async () => {
    const { auth } = await app.shopper();
    await add(auth, home);
    const second = await add(auth, work);
    const response = await update(auth, { id: second.body.id, ...work, address_2: 'Floor 2', is_default: true });
    expect(response.status).toBe(200);
    expect(addressSchema.parse(response.body)).toMatchObject({ address_2: 'Floor 2', is_default: true });
    expect(await defaults(auth)).toEqual([[work.address_1, true], [home.address_1, false]]);
  });

  test('unflagging the only default leaves the oldest address as the default', async () => {
    const { auth } = await app.shopper();
    const first = await add(auth, home);
    await add(auth, work);
    await update(auth, { id: first.body.id, ...home, is_default: false });
    expect(await defaults(auth)).toEqual([[home.address_1, true], [work.address_1, false]]);
  });

  test('deleting the default makes the oldest remaining address the default', async () => {
    const { auth } = await app.shopper();
    await add(auth, home);
    await add(auth, work);
    const third = await add(auth, { ...cabin, is_default: true });
    const response = await remove(auth, third.body.id);
    expect(response.status).toBe(200);
    expect(deletedResponseSchema.parse(response.body)).toEqual({ ok: true, id: third.body.id });
    expect(await defaults(auth)).toEqual([[home.address_1, true], [work.address_1, false]]);
  });

  test("another user's address id answers 404 on update and delete, with none of their data", async () => {
    const owner = await app.shopper();
    const theirs = await add(owner.auth, cabin);
    const { auth } = await app.shopper();
    for (const response of [await update(auth, { id: theirs.body.id, ...home }), await remove(auth, theirs.body.id)]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: USER_MESSAGES.addressNotFound });
    }
    expect((await list(owner.auth)).data).toEqual([theirs.body]);
    expect((await list(auth)).data).toEqual([]);
  });
});
