import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { ADMIN_CUSTOMER_MESSAGES, customerDetailSchema, customerListSchema } from '@/api/admin-customers';
import { loyaltyLedger, medicalCards, userAddresses, userStoreAssociations } from '@/server/db/schema';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';
import { customerPath, customersKit, decisionPath, employeePath, pointsPath, searchPath } from './customers-test-kit';

/**
 * Who may reach which customer (README "Customers in the console", "Roles"): every route as an
 * operator, a manager of another store, a budtender, a shopper, another brand's operator and nobody.
 */
let app: AdminTestApp;
let kit: ReturnType<typeof customersKit>;
beforeAll(async () => {
  app = await createAdminTestApp();
  kit = customersKit(app);
});
afterAll(() => app.close());

const decision = { decision: 'reject', reason: 'Card number does not match the state registry.' };
const employee = { action: 'confirm', reason: 'Hired at the Old Town store.' };
const points = { points: 40, reason: 'Goodwill for a late order.' };

describe('an operator', () => {
  test('finds, reads and changes any customer of the brand', async () => {
    const store = await app.store();
    const { user, association } = await kit.associated(store.id, 'medical', 'pending', { first: 'Quinn', last: 'Operatorfound' });
    const { auth } = await app.operator();
    const found = customerListSchema.parse((await app.send('GET', searchPath('Operatorfound'), auth)).body);
    expect(found.data.map((row) => row.id)).toEqual([user.id]);
    expect(customerDetailSchema.parse((await app.send('GET', customerPath(user.id), auth)).body).associations[0]).toMatchObject({ id: association.id, can_manage: true });
    expect((await app.send('POST', decisionPath(user.id, association.id), auth, decision)).status).toBe(200);
    expect((await app.send('POST', employeePath(user.id), auth, employee)).status).toBe(200);
    expect((await app.send('POST', pointsPath(user.id), auth, points)).status).toBe(200);
  });
});

describe('a store manager', () => {
  test('finds the customers of their stores (an association or an order there) and no others', async () => {
    const [mine, other] = [await app.store(), await app.store()];
    const byAssociation = await kit.associated(mine.id, 'medical', 'pending', { last: 'Managerscope' });
    const byOrder = await app.shopper({ last: 'Managerscope' });
    await kit.order(byOrder.user.id, mine.id);
    const elsewhere = await kit.associated(other.id, 'medical', 'pending', { last: 'Managerscope' });
    const { auth } = await app.manager([mine.id]);
    const found = customerListSchema.parse((await app.send('GET', searchPath('Managerscope'), auth)).body);
    expect(found.data.map((row) => row.id).sort()).toEqual([byAssociation.user.id, byOrder.user.id].sort());
    expect(found.total_rows).toBe(2);
    expect((await app.send('GET', customerPath(byOrder.user.id), auth)).status).toBe(200);
    const refused = await app.send('GET', customerPath(elsewhere.user.id), auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.notYourStore);
  });

  test("decides their store's association, gets 403 'You cannot manage this store.' on another store's, and sees only their stores' associations and orders", async () => {
    const [mine, other] = [await app.store(), await app.store()];
    const customer = await kit.associated(mine.id);
    const theirs = await kit.associated(other.id, 'medical', 'pending');
    const [, elsewhereAssociation] = await Promise.all([
      kit.order(customer.user.id, other.id),
      app.db.insert(userStoreAssociations).values({ userId: customer.user.id, storeId: other.id, associationType: 'medical', status: 'pending', state: 'IL' }).returning(),
    ]);
    const { auth } = await app.manager([mine.id]);
    const detail = customerDetailSchema.parse((await app.send('GET', customerPath(customer.user.id), auth)).body);
    expect(detail.associations.map((row) => row.store_id)).toEqual([mine.id]);
    expect(detail.orders).toEqual([]);

    const refused = await app.send('POST', decisionPath(customer.user.id, elsewhereAssociation[0]!.id), auth, decision);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.notYourStore);
    expect(await kit.associationStatus(elsewhereAssociation[0]!.id)).toBe('pending');
    expect((await app.send('POST', decisionPath(theirs.user.id, theirs.association.id), auth, decision)).status).toBe(403);
    expect(await kit.associationStatus(theirs.association.id)).toBe('pending');

    expect((await app.send('POST', decisionPath(customer.user.id, customer.association.id), auth, decision)).status).toBe(200);
    expect(await kit.associationStatus(customer.association.id)).toBe('rejected');
  });

  test("sees the least personal data the job needs: cards of their stores' states, the balance without the ledger, no addresses; an operator sees all", async () => {
    const [mine, other] = [await app.store({ state: 'IL' }), await app.store({ state: 'MI' })];
    const customer = await kit.associated(mine.id);
    const [otherOrder] = await kit.order(customer.user.id, other.id);
    await Promise.all([
      app.db.insert(medicalCards).values([
        { userId: customer.user.id, state: 'IL', cardNumber: 'IL-1234567', expiresOn: '2099-01-31' },
        { userId: customer.user.id, state: 'MI', cardNumber: 'MI-7654321', expiresOn: '2099-01-31' },
      ]),
      app.db.insert(userAddresses).values({ userId: customer.user.id, address1: '14 Orchard Lane', city: 'Detroit', state: 'MI', zip: '48201' }),
      app.db.insert(loyaltyLedger).values({ userId: customer.user.id, points: 120, reason: `order ${otherOrder!.id}` }),
    ]);
    const { auth } = await app.manager([mine.id]);
    const seen = await app.send('GET', customerPath(customer.user.id), auth);
    const asManager = customerDetailSchema.parse(seen.body);
    expect(asManager.medical_cards.map((card) => card.mmj_card_num)).toEqual(['IL-1234567']);
    expect(asManager.points).toEqual({ balance: 120 });
    expect(asManager.addresses).toBeUndefined();
    expect(JSON.stringify(seen.body)).not.toMatch(/MI-7654321|Orchard|order \d/);

    const asOperator = customerDetailSchema.parse((await app.send('GET', customerPath(customer.user.id), (await app.operator()).auth)).body);
    expect(asOperator.medical_cards.map((card) => card.state)).toEqual(['IL', 'MI']);
    expect(asOperator.points.entries?.map((entry) => entry.reason)).toEqual([`order ${otherOrder!.id}`]);
    expect(asOperator.addresses?.map((address) => address.address_1)).toEqual(['14 Orchard Lane']);
  });

  test('cannot change employee status or points, even of their own customers (operators only)', async () => {
    const store = await app.store();
    const customer = await kit.associated(store.id);
    const { auth } = await app.manager([store.id]);
    for (const [path, body] of [
      [employeePath(customer.user.id), employee],
      [pointsPath(customer.user.id), points],
    ] as const) {
      const refused = await app.send('POST', path, auth, body);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(ADMIN_MESSAGES.operatorOnly);
    }
    const detail = customerDetailSchema.parse((await app.send('GET', customerPath(customer.user.id), auth)).body);
    expect(detail.profile.employee_status).toBe('none');
    expect(detail.points.balance).toBe(0);
  });
});

describe('everyone else', () => {
  test("a budtender and a shopper get 403 on every route; no token 401; another brand's operator 404 for our customer", async () => {
    const store = await app.store();
    const customer = await kit.associated(store.id);
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    const foreign = await app.operator(app.otherBrand.id);
    const routes = [
      ['GET', searchPath(''), undefined],
      ['GET', customerPath(customer.user.id), undefined],
      ['POST', decisionPath(customer.user.id, customer.association.id), decision],
      ['POST', employeePath(customer.user.id), employee],
      ['POST', pointsPath(customer.user.id), points],
    ] as const;
    for (const [method, path, body] of routes) {
      for (const who of [budtender, shopper]) {
        const refused = await app.send(method, path, who.auth, body);
        expect(refused.status).toBe(403);
        expect(refused.body.error).toBe(ADMIN_MESSAGES.consoleOnly);
      }
      expect((await app.send(method, path, {}, body)).status).toBe(401);
      if (method === 'GET' && path === searchPath('')) continue;
      const asForeign = await app.send(method, path, foreign.auth, body, app.OTHER_HOST);
      expect(asForeign.status).toBe(404);
      expect(asForeign.body.error).toBe(ADMIN_CUSTOMER_MESSAGES.notFound);
    }
    const foreignSearch = customerListSchema.parse((await app.send('GET', searchPath(customer.user.email), foreign.auth, undefined, app.OTHER_HOST)).body);
    expect(foreignSearch.data).toEqual([]);
    expect(await kit.associationStatus(customer.association.id)).toBe('pending');
  });

  test('a staff account is not a customer: 404, and never in the results', async () => {
    const store = await app.store();
    const budtender = await app.staffer([store.id], { last: 'Notacustomer' });
    const { auth } = await app.operator();
    expect((await app.send('GET', customerPath(budtender.user.id), auth)).status).toBe(404);
    expect(customerListSchema.parse((await app.send('GET', searchPath('Notacustomer'), auth)).body).data).toEqual([]);
  });
});
