import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contactResponseSchema } from '@/api/contact';
import { CONTACT_MESSAGES } from '@/domain/contact-form';
import { insertDocument } from '../content/content-fixture';
import { OTHER_HOST } from '../testing/two-brand-app';
import { createContactTestApp, type ContactTestApp } from './contact-test-kit';

/** POST p/{product}_contact (part 2 §7 "Other"; the fields of §5 "Contact and support forms"; §6 roles). */
let k: ContactTestApp;
beforeAll(async () => {
  k = await createContactTestApp();
});
afterAll(() => k.close());
beforeEach(() => k.resetLimits());

const visitor = (extra: Record<string, unknown> = {}) => ({
  section: 'general',
  name: 'Sam Visitor',
  email: 'Sam@Example.com',
  customer_type: 'recreational',
  store_id: k.store.id,
  message: 'Do you have parking?',
  ...extra,
});

describe('visitors (part 2 §6: name, email, usage type and store)', () => {
  test('a general inquiry is stored, emailed to support and confirmed to the sender with the request number', async () => {
    const response = await k.contact(visitor({ phone: '(845) 555-0142' }));
    expect(response.status).toBe(200);
    const answer = contactResponseSchema.parse(response.body);
    expect(answer).toEqual({ success: true, mc_response: { id: expect.any(Number), email_address: 'sam@example.com' } });
    const row = await k.requestRow(answer.mc_response!.id);
    expect(row).toMatchObject({ orderingAppId: k.brand.id, userId: null, storeId: k.store.id, requestType: 'email', section: 'general', name: 'Sam Visitor', email: 'sam@example.com', phone: '8455550142', customerType: 'recreational', sendTo: 'support+main@apotheca.test' });
    const [support] = await k.outboxTo('support+main@apotheca.test');
    expect(support!.subject).toContain('General Inquiry');
    expect(support!.body).toContain('Do you have parking?');
    expect(support!.body).toContain('Greenleaf Springfield');
    const [confirmation] = await k.outboxTo('sam@example.com');
    expect(confirmation!.body).toContain(`#${answer.mc_response!.id}`);
    expect(confirmation!.body).toContain('24-48 hours');
  });

  test.each([
    ['general', {}, ['name', 'email', 'customer_type', 'store_id', 'message']],
    ['verification', {}, ['name', 'email', 'customer_type', 'store_id', 'message']],
    ['inventory', { name: 'Sam', email: 'sam@example.com' }, ['customer_type', 'store_id', 'message']],
    ['website-issues', {}, ['name', 'email', 'store_id', 'message']],
    ['general', { name: 'Sam', email: 'not-an-email', customer_type: 'medical', store_id: 1 }, ['email', 'message']],
  ])('%s with %o answers 400 naming %o', async (section, fields, expected) => {
    const response = await k.contact({ section, message: '', ...fields });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(expected);
    expect(response.body.error).toBe(response.body.fields[expected[0]!][0]);
  });

  test.each(['cancel', 'returns', 'loyalty-and-rewards-inquiries'])('%s needs an account (part 2 §6: the login link)', async (section) => {
    const response = await k.contact(visitor({ section, sub_section: 'general-questions' }));
    expect(response.status).toBe(400);
    expect(response.body.fields.section).toEqual([CONTACT_MESSAGES.signInRequired]);
  });

  test('a store of another brand, an order id and a bad phone are refused', async () => {
    expect((await k.contact(visitor({ store_id: k.otherStore.id }))).body.fields).toEqual({ store_id: ['Choose a store.'] });
    expect((await k.contact(visitor({ order_id: 1 }))).status).toBe(404);
    expect((await k.contact(visitor({ phone: '555-01' }))).body.fields.phone).toEqual(['Please enter a valid phone number']);
  });

  test('a phone written with the country code is stored as its 10 digits; another country\'s number is refused under phone', async () => {
    const response = await k.contact(visitor({ phone: '+1 845 555 0142' }));
    expect(response.status).toBe(200);
    expect(await k.requestRow(contactResponseSchema.parse(response.body).mc_response!.id)).toMatchObject({ phone: '8455550142' });
    const refused = await k.contact(visitor({ phone: '+44 20 7946 0958' }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ phone: [CONTACT_MESSAGES.phone] });
  });
});

describe('signed-in users (part 2 §5: their own name, email and phone)', () => {
  test("the account's name, email and phone are used whatever the body says", async () => {
    const { user, auth } = await k.shopper({ first: 'Dana', last: 'Reyes' });
    const response = await k.contact(visitor({ section: 'inventory', name: 'Someone Else', email: 'else@example.com', phone: '2125550199' }), auth);
    expect(response.status).toBe(200);
    expect(response.body.mc_response.email_address).toBe(user.email);
    expect(await k.requestRow(response.body.mc_response.id)).toMatchObject({ userId: user.id, name: 'Dana Reyes', email: user.email, phone: user.phone });
    expect(await k.outboxTo('else@example.com')).toHaveLength(0);
  });

  test.each([
    ['verification', {}, { section: [CONTACT_MESSAGES.visitorsOnly] }],
    ['general', {}, { order_id: [CONTACT_MESSAGES.orderOrStore] }],
    ['add-to-order', {}, { order_id: [CONTACT_MESSAGES.orderOrStore] }],
    ['late-pickup', {}, { order_id: [CONTACT_MESSAGES.orderOrStore] }],
    ['inventory', {}, { store_id: [CONTACT_MESSAGES.store] }],
    ['cancel', { store_id: 1 }, { order_id: [CONTACT_MESSAGES.order] }],
    ['loyalty-and-rewards-inquiries', {}, { sub_section: [CONTACT_MESSAGES.subSection] }],
    ['returns', {}, { order_id: [CONTACT_MESSAGES.order], product_id: [CONTACT_MESSAGES.product], images: [CONTACT_MESSAGES.images] }],
  ])('%s answers 400 with %o', async (section, extra, fields) => {
    const { auth } = await k.shopper();
    const response = await k.contact({ section, message: 'Hello', ...extra }, auth);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(fields);
  });

  test('an inquiry about an own order takes its store and usage type; a loyalty inquiry says up to 3 business days', async () => {
    const { user, auth } = await k.shopper();
    const order = await k.order(user.id, 'submitted');
    const general = await k.contact({ section: 'general', order_id: order.id, message: 'Where is my order?' }, auth);
    expect(general.status).toBe(200);
    expect(await k.requestRow(general.body.mc_response.id)).toMatchObject({ orderId: order.id, storeId: k.store.id, customerType: 'recreational' });
    const loyalty = await k.contact({ section: 'loyalty-and-rewards-inquiries', sub_section: 'duplicate-accounts', message: 'I have two accounts.' }, auth);
    expect(loyalty.status).toBe(200);
    expect(await k.requestRow(loyalty.body.mc_response.id)).toMatchObject({ subSection: 'duplicate-accounts', tags: ['loyalty-and-rewards-inquiries', 'duplicate-accounts', 'member'] });
    const [confirmation] = await k.outboxTo(user.email);
    expect(confirmation!.body).toContain('up to 3 business days');
  });

  test("another user's order answers 404, and an order the type does not list 400", async () => {
    const { user } = await k.shopper();
    const { user: me, auth } = await k.shopper();
    const theirs = await k.order(user.id, 'submitted');
    expect((await k.contact({ section: 'general', order_id: theirs.id, message: 'Hi' }, auth)).status).toBe(404);
    const finished = await k.order(me.id, 'finished');
    const cancel = await k.contact({ section: 'cancel', order_id: finished.id, message: 'Cancel it' }, auth);
    expect(cancel.status).toBe(400);
    expect(cancel.body.fields.order_id).toBeDefined();
  });
});

describe('press inquiries (part 2 §2 press dialog, §5: name, email and message, no format check)', () => {
  test('go to the press address of the brand settings, without a confirmation to a non-address', async () => {
    await insertDocument(k.db, k.brand.id, {
      type: 'settings',
      uid: 'site',
      data: { jobs_url: 'https://jobs.example.com', press_inquiry_email: 'press@greenleaf.example', marketing_dialog: { image: null, image_size: 'icon', image_alignment: 'Center', button_alignment: 'Center', content: [] } },
    });
    const response = await k.contact({ section: 'press-inquiry', name: 'Riley Writer', email: 'riley at the gazette', message: 'Interview request' });
    expect(response.status).toBe(200);
    expect(response.body.mc_response.email_address).toBe('riley at the gazette');
    const [press] = await k.outboxTo('press@greenleaf.example');
    expect(press!.body).toContain('Interview request');
    expect(await k.outboxTo('riley at the gazette')).toHaveLength(0);
  });

  test('an empty name, email or message answers 400 naming each', async () => {
    const response = await k.contact({ section: 'press-inquiry', name: ' ', email: '', message: '' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['name', 'email', 'message']);
  });
});

describe('the contact list and limits', () => {
  test("{product} must be the request brand's slug (404 otherwise)", async () => {
    for (const [path, host] of [['/api/p/other_contact', undefined], ['/api/p/nobody_contact', undefined], ['/api/p/main_contact', OTHER_HOST]] as const) {
      const response = await k.contact(visitor(), {}, { path, host });
      expect(response.status, `${path} on ${host ?? 'main'}`).toBe(404);
      expect(response.body).toEqual({ error: 'Contact list not found.' });
    }
  });

  test('a bad body answers 400, never 500', async () => {
    for (const json of [{}, { section: 'nope', message: 'x' }, { ...visitor(), images: 'x' }, { ...visitor(), message: 'x'.repeat(5001) }]) {
      const response = await k.contact(json);
      expect(response.status).toBe(400);
      expect(response.body.fields).toBeDefined();
    }
  });

  test('one address may send 20 requests per 15 minutes, then 429 with Retry-After', async () => {
    for (let i = 0; i < 20; i++) await k.contact({ section: 'general', message: '' });
    const response = await k.contact(visitor());
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
