import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES, auditListSchema } from '@/api/admin';
import { adminPaths } from '@/api/admin-paths';
import { adminStorePaths } from '@/api/admin-store-paths';
import { ADMIN_STORE_MESSAGES, storeSettingsSchema } from '@/api/admin-stores';
import { apiPaths } from '@/api/paths';
import { storeSchema } from '@/api/store';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';

/**
 * The console's store settings (README "The operator console"; the store of part 1 §3): who may
 * read and change them, what bad input answers, the audit entry of each write, and the storefront's
 * store calls answering the change at once.
 */
let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

const settingsPath = (id: number) => adminStorePaths.getStoreSettings.path.replace('{id}', String(id));
const exceptionsPath = (id: number) => adminStorePaths.putStoreHourExceptions.path.replace('{id}', String(id));
const publicStore = async (id: number) => storeSchema.parse((await app.send('GET', apiPaths.getStore.path.replace('{id}', String(id)))).body);

describe('who may edit a store (README "Roles")', () => {
  test('an operator reads and edits any store of the brand', async () => {
    const store = await app.store({ ecommDisplayName: 'Any Store' });
    const { auth } = await app.operator();
    const read = await app.send('GET', settingsPath(store.id), auth);
    expect(read.status).toBe(200);
    expect(storeSettingsSchema.parse(read.body).profile.ecomm_display_name).toBe('Any Store');
    const written = await app.send('PATCH', settingsPath(store.id), auth, { profile: { ecomm_display_name: 'Renamed' } });
    expect(written.status).toBe(200);
    expect(storeSettingsSchema.parse(written.body).profile.ecomm_display_name).toBe('Renamed');
  });

  test("a store manager edits their store, and gets 403 on another store and on another brand's", async () => {
    const mine = await app.store();
    const notMine = await app.store();
    const foreign = await app.otherStore();
    const { auth } = await app.manager([mine.id]);
    expect((await app.send('PATCH', settingsPath(mine.id), auth, { wait_time: 25 })).status).toBe(200);
    for (const id of [notMine.id, foreign.id]) {
      for (const [method, path, body] of [
        ['GET', settingsPath(id), undefined],
        ['PATCH', settingsPath(id), { wait_time: 5 }],
        ['PUT', exceptionsPath(id), { exceptions: [] }],
      ] as const) {
        const refused = await app.send(method, path, auth, body);
        expect(refused.status).toBe(403);
        expect(refused.body.error).toBe(ADMIN_MESSAGES.notYourStore);
      }
    }
    expect((await publicStore(notMine.id)).wait_time).toBe(notMine.waitTime);
  });

  test("an operator of another brand gets 403; a budtender and a shopper 403; no token 401", async () => {
    const store = await app.store();
    const foreignOperator = await app.operator(app.otherBrand.id);
    const asForeign = await app.send('PATCH', settingsPath(store.id), foreignOperator.auth, { wait_time: 5 }, app.OTHER_HOST);
    expect(asForeign.status).toBe(403);
    const budtender = await app.staffer([store.id]);
    expect((await app.send('PATCH', settingsPath(store.id), budtender.auth, { wait_time: 5 })).body.error).toBe(ADMIN_MESSAGES.consoleOnly);
    const shopper = await app.shopper();
    const asShopper = await app.send('GET', settingsPath(store.id), shopper.auth);
    expect(asShopper.status).toBe(403);
    expect(asShopper.body.error).toBe(ADMIN_MESSAGES.consoleOnly);
    expect((await app.send('GET', settingsPath(store.id))).status).toBe(401);
    expect((await app.send('PUT', exceptionsPath(store.id), {}, { exceptions: [] })).status).toBe(401);
  });
});

describe('what GET answers, PATCH takes back', () => {
  test("a demo-like store's settings (site images, a coming-soon page, a formatted phone) save unchanged but for the phone's canonical digits (src/api/phone.ts)", async () => {
    const store = await app.store({
      phone: '(845) 555-0142',
      thumbnailImageUrl: '/images/stores/storefront-brick.svg',
      imageUrls: ['/images/stores/storefront-brick.svg', 'https://cdn.example.com/front.jpg'],
      comingSoonUrl: '/page/coming-soon-williamsburg',
    });
    const { auth } = await app.operator();
    const settings = storeSettingsSchema.parse((await app.send('GET', settingsPath(store.id), auth)).body);
    const { id: _id, store_slug: _slug, hours, ...groups } = settings;
    const saved = await app.send('PATCH', settingsPath(store.id), auth, { ...groups, hours: { weekly: hours.weekly } });
    expect(saved.status).toBe(200);
    expect({ ...saved.body, profile: { ...saved.body.profile, phone: settings.profile.phone } }).toEqual(settings);
    const log = auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?store_id=${store.id}`, auth)).body);
    expect(log.data.map((entry) => [entry.before, entry.after])).toEqual([[{ phone: '(845) 555-0142' }, { phone: '8455550142' }]]);
  });
});

describe('bad input answers 400 with the field at fault, and changes nothing', () => {
  test.each([
    ['an unreadable Saturday', { hours: { weekly: ['Closed', 'Closed', 'Closed', 'Closed', 'Closed', 'open late', 'Closed'] } }, 'hours.weekly.5', ADMIN_STORE_MESSAGES.hoursLine],
    ['six weekly lines', { hours: { weekly: Array(6).fill('Closed') } }, 'hours.weekly', ADMIN_STORE_MESSAGES.sevenDays],
    ['a zip of four digits', { delivery: { valid_zips: ['1234'] } }, 'delivery.valid_zips.0', ADMIN_STORE_MESSAGES.zip],
    ['a negative fee', { delivery: { fee_cents: -1 } }, 'delivery.fee_cents', ADMIN_STORE_MESSAGES.wholeNumber],
    ['a fractional minimum', { delivery: { minimum_cents: 10.5 } }, 'delivery.minimum_cents', ADMIN_STORE_MESSAGES.wholeNumber],
    ['a tax rate over 100%', { tax: { recreational_bps: 10_001 } }, 'tax.recreational_bps', ADMIN_STORE_MESSAGES.taxRate],
    ['an unknown time zone', { profile: { timezone: 'Mars/Base' } }, 'profile.timezone', ADMIN_STORE_MESSAGES.timezone],
    ['a bad phone', { profile: { phone: '12' } }, 'profile.phone', ADMIN_STORE_MESSAGES.phone],
    ['an empty name', { profile: { name: '  ' } }, 'profile.name', ADMIN_STORE_MESSAGES.required],
    ['a script image link', { profile: { image_urls: ['javascript:alert(1)'] } }, 'profile.image_urls.0', ADMIN_STORE_MESSAGES.imageUrl],
    ['a category limited twice', { purchase_limits: [{ category: 'flower', med_limit: 1, rec_limit: 1 }, { category: 'flower', med_limit: 2, rec_limit: 2 }] }, 'purchase_limits', ADMIN_STORE_MESSAGES.duplicateCategory],
    ['an unknown closure', { usage: { recreational: { temp_closed: 'maybe' } } }, 'usage.recreational.temp_closed', undefined],
    ['a switch as a string', { switches: { use_id_scanning: 'yes' } }, 'switches.use_id_scanning', undefined],
    ['an unknown field', { profile: { slug: 'x' } }, 'profile', undefined],
    ['a list for the body', [1, 2], '_', undefined],
  ])('%s', async (_name, body, field, message) => {
    const store = await app.store();
    const { auth } = await app.operator();
    const before = (await app.send('GET', settingsPath(store.id), auth)).body;
    const refused = await app.send('PATCH', settingsPath(store.id), auth, body);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toContain(field);
    if (message) expect(refused.body.fields[field]).toContain(message);
    expect((await app.send('GET', settingsPath(store.id), auth)).body).toEqual(before);
  });

  test.each([
    ['a date that does not exist', { exceptions: [{ date: '2026-02-30', hours: 'Closed', note: '' }] }, 'exceptions.0.date'],
    ['an unreadable line', { exceptions: [{ date: '2026-12-24', hours: 'till noon', note: '' }] }, 'exceptions.0.hours'],
    ['one date twice', { exceptions: [{ date: '2026-12-24', hours: 'Closed', note: '' }, { date: '2026-12-24', hours: 'Closed', note: 'again' }] }, 'exceptions'],
    ['no list', {}, 'exceptions'],
  ])('hour exceptions: %s', async (_name, body, field) => {
    const store = await app.store();
    const { auth } = await app.operator();
    const refused = await app.send('PUT', exceptionsPath(store.id), auth, body);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toContain(field);
  });

  test('an unknown or malformed store id', async () => {
    const { auth } = await app.operator();
    expect((await app.send('GET', '/admin/stores/abc/settings', auth)).status).toBe(400);
    expect((await app.send('GET', settingsPath(2_000_000_000), auth)).status).toBe(403);
  });
});

describe('each write lands in the audit log with before and after', () => {
  test('a settings change records only the fields that changed; an exceptions change records both lists', async () => {
    const store = await app.store({ waitTime: 10, deliveryFeeCents: 0 });
    const { auth } = await app.operator();
    await app.send('PATCH', settingsPath(store.id), auth, { wait_time: 20, delivery: { fee_cents: 499 }, tax: { medical_bps: store.taxRateMedBps } });
    const exceptions = [{ date: '2026-12-25', hours: 'Closed', note: 'Christmas' }];
    await app.send('PUT', exceptionsPath(store.id), auth, { exceptions });
    const log = auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?store_id=${store.id}`, auth)).body);
    expect(log.data.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['store.hours_exceptions', { hour_exceptions: [] }, { hour_exceptions: exceptions }],
      ['store.update', { wait_time: 10, delivery_fee_cents: 0 }, { wait_time: 20, delivery_fee_cents: 499 }],
    ]);
    expect(log.data[0]!.actor).toContain('Operator');
  });
});
