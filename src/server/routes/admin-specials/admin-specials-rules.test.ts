import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_SPECIAL_MESSAGES } from '@/api/admin-specials';
import { SPECIAL_RULE_MESSAGES } from '@/domain/special-rules';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';
import type { Auth } from '../testing/cart-fixture';
import { createSpecial, promoBody, specialBody, specialPaths } from './special-test-kit';

/**
 * Bad input and broken rules answer 400 with the field's message (README "Specials in the console";
 * src/domain/special-rules.ts), never a 500, and nothing is saved.
 */
let app: AdminTestApp;
let operator: Auth;
beforeAll(async () => {
  app = await createAdminTestApp();
  operator = (await app.operator()).auth;
});
afterAll(() => app.close());

async function refused(storeId: number, body: unknown) {
  const response = await app.send('POST', specialPaths.list(storeId), operator, body);
  expect(response.status).toBe(400);
  return response.body as { error: string; fields: Record<string, string[]> };
}

describe('a special the rules refuse', () => {
  test('each broken rule is a 400 naming its field, and none is saved', async () => {
    const store = await app.store({ timezone: 'America/Chicago' });
    const item = await app.item(store.id, { brand: 'Acme' });
    const bundle = { discount_type: 'bundle' as const, discount_percent: null, bundle_price_cents: 2000, items: { inventory_ids: [], brands: [], categories: [] } };
    const cases = [
      [specialBody({ ...bundle, targets: [] }), { targets: [SPECIAL_RULE_MESSAGES.bundleTargets] }],
      [specialBody({ starts_at: '2026-12-24T18:00', ends_at: '2026-12-24T09:00' }), { ends_at: [SPECIAL_RULE_MESSAGES.endBeforeStart] }],
      [specialBody({ discount_percent: 0 }), { discount_percent: [SPECIAL_RULE_MESSAGES.percent] }],
      [specialBody({ discount_percent: 150 }), { discount_percent: [SPECIAL_RULE_MESSAGES.percent] }],
      [specialBody({ discount_type: 'dollar', discount_dollar_cents: 100_001 }), { discount_dollar_cents: [SPECIAL_RULE_MESSAGES.amount] }],
      [specialBody({ discount_type: 'price', discount_dollar_cents: null }), { discount_dollar_cents: [SPECIAL_RULE_MESSAGES.fixedPrice] }],
      [specialBody({ items: { inventory_ids: [], brands: ['Nobody'], categories: [] } }), { items: [SPECIAL_RULE_MESSAGES.noItems] }],
      [specialBody({ promo_codes: ['SAVE5'] }), { promo_codes: [SPECIAL_RULE_MESSAGES.promoOnCart] }],
      [specialBody({ starts_at: '2026-02-30T10:00' }), { starts_at: [ADMIN_SPECIAL_MESSAGES.storeTime] }],
      [specialBody({ ends_at: '9999-12-31T23:00' }), { ends_at: [ADMIN_SPECIAL_MESSAGES.storeTime] }],
      [specialBody({ starts_at: '0026-12-24T18:00' }), { starts_at: [ADMIN_SPECIAL_MESSAGES.storeTime] }],
      [specialBody({ usage_types: [] }), { usage_types: [SPECIAL_RULE_MESSAGES.usageTypes] }],
    ] as const;
    for (const [body, fields] of cases) {
      const answer = await refused(store.id, body);
      expect([answer.error, answer.fields]).toEqual([ADMIN_SPECIAL_MESSAGES.invalid, fields]);
    }
    const list = await app.send('GET', specialPaths.list(store.id), operator);
    expect(list.body.data).toEqual([]);
    expect(item.brand).toBe('Acme');
  });

  test('bad shapes are 400 field errors too: a missing title, a promo code with spaces, an item of another store', async () => {
    const store = await app.store();
    const elsewhere = await app.item((await app.store()).id);
    expect((await refused(store.id, specialBody({ title: '  ' }))).fields).toEqual({ title: [ADMIN_SPECIAL_MESSAGES.required] });
    expect((await refused(store.id, promoBody('TWO WORDS'))).fields).toEqual({ promo_codes: [ADMIN_SPECIAL_MESSAGES.promoCode] });
    expect((await refused(store.id, specialBody({ items: { inventory_ids: [elsewhere.id], brands: [], categories: [] } }))).fields).toEqual({ items: [ADMIN_SPECIAL_MESSAGES.unknownItem] });
    expect((await refused(store.id, { ...specialBody(), surprise: true })).fields).toHaveProperty('_');
    const preview = await app.send('POST', specialPaths.preview(store.id), operator, { special: { ...specialBody(), discount_percent: 'ten' } });
    expect([preview.status, Object.keys(preview.body.fields)]).toEqual([400, ['discount_percent']]);
  });

  test('a promo code another live or scheduled special of the store uses at the same time is refused, whatever its case; an ended one frees it', async () => {
    const store = await app.store();
    const welcome = await createSpecial(app, operator, store.id, promoBody('WELCOME10', { title: 'Welcome' }));
    const answer = await refused(store.id, promoBody('welcome10'));
    expect(answer.fields).toEqual({ promo_codes: [SPECIAL_RULE_MESSAGES.promoInUse('welcome10', 'Welcome')] });
    const otherStore = await app.store();
    expect((await app.send('POST', specialPaths.list(otherStore.id), operator, promoBody('WELCOME10'))).status).toBe(201);
    const edit = await app.send('PUT', specialPaths.one(welcome.id), operator, promoBody('WELCOME10', { title: 'Welcome again' }));
    expect(edit.status).toBe(200);
    await app.send('POST', specialPaths.end(welcome.id), operator);
    expect((await app.send('POST', specialPaths.list(store.id), operator, promoBody('WELCOME10'))).status).toBe(201);
  });

  test('a link name another special of the store has is refused; one made from the title gets a number', async () => {
    const store = await app.store();
    await app.item(store.id, { brand: 'Acme' });
    const first = await createSpecial(app, operator, store.id, specialBody());
    const second = await createSpecial(app, operator, store.id, specialBody());
    expect([first.slug, second.slug]).toEqual(['20-off-acme', '20-off-acme-2']);
    expect((await refused(store.id, specialBody({ slug: '20-off-acme' }))).fields).toEqual({ slug: [ADMIN_SPECIAL_MESSAGES.slugTaken] });
  });

  test('the preview refuses what a save refuses, with the same field errors, instead of pricing a negative or unsafe cart', async () => {
    const store = await app.store();
    const item = await app.item(store.id, { brand: 'Acme' });
    const preview = (special: unknown) => app.send('POST', specialPaths.preview(store.id), operator, { special });
    const bundle = { discount_type: 'bundle' as const, discount_percent: null, bundle_price_cents: 2000, items: { inventory_ids: [], brands: [], categories: [] } };
    const cases = [
      [specialBody({ discount_type: 'price', discount_percent: null, discount_dollar_cents: -500 }), { discount_dollar_cents: [SPECIAL_RULE_MESSAGES.fixedPrice] }],
      [specialBody({ discount_percent: null }), { discount_percent: [SPECIAL_RULE_MESSAGES.percent] }],
      [specialBody({ ...bundle, targets: [{ inventory_id: item.id, quantity_required: Number.MAX_SAFE_INTEGER }] }), { 'targets.0.quantity_required': [SPECIAL_RULE_MESSAGES.targetQuantity] }],
    ] as const;
    for (const [special, fields] of cases) {
      const answer = await preview(special);
      expect([answer.status, answer.body.error, answer.body.fields]).toEqual([400, ADMIN_SPECIAL_MESSAGES.invalid, fields]);
    }
    expect((await preview(specialBody())).status).toBe(200);
  });

  // Under TEST_DATABASE_URL (npm run test:api:pg) the saves truly overlap on PostgreSQL; on PGlite they queue on its one connection.
  test('two saves at once with the same title both get a link name, and two with the same promo code: one is refused', async () => {
    const store = await app.store();
    await app.item(store.id, { brand: 'Acme' });
    const [first, second] = await Promise.all([app.send('POST', specialPaths.list(store.id), operator, specialBody()), app.send('POST', specialPaths.list(store.id), operator, specialBody())]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.body.slug, second.body.slug].sort()).toEqual(['20-off-acme', '20-off-acme-2']);
    const codes = await Promise.all([app.send('POST', specialPaths.list(store.id), operator, promoBody('TWICE5')), app.send('POST', specialPaths.list(store.id), operator, promoBody('TWICE5', { title: 'Other' }))]);
    expect(codes.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });
});
