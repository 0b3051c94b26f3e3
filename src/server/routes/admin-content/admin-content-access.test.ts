import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { adminContentPaths as paths } from '@/api/admin-content-paths';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';
import { insertDocument } from '../content/content-fixture';
import { CART_HOST } from '../testing/cart-fixture';

/**
 * Content is the brand's, written by operators only (README "Roles"): a store manager, a budtender,
 * a shopper and a caller without a token are refused every content call; another brand's operator
 * never sees or changes this brand's documents.
 */
let app: AdminTestApp;
beforeAll(async () => {
  app = await createAdminTestApp();
});
afterAll(() => app.close());

const banner = {
  type: 'special_message',
  uid: 'access-banner',
  data: {
    message: 'Hello',
    link: null,
    text_color: '#ffffff',
    background_color: '#000000',
    gradient: null,
    carousel_auto_play_increment: null,
    audience: { states: [], usage_types: [], store_ids: [] },
  },
};

/** Every content call against one document of the main brand. */
async function everyCall(auth: Record<string, string>, host?: string) {
  const doc = await insertDocument(app.db, app.brand.id);
  const at = (path: string) => path.replace('{id}', String(doc.id));
  const form = new FormData();
  form.append('file', new File([new Uint8Array(64)], 'a.png', { type: 'image/png' }));
  return {
    list: await app.send('GET', `${paths.adminListContent.path}?type=education_post`, auth, undefined, host),
    get: await app.send('GET', at(paths.adminGetContent.path), auth, undefined, host),
    create: await app.send('POST', paths.adminCreateContent.path, auth, { ...banner, uid: `access-${doc.id}` }, host),
    update: await app.send('PATCH', at(paths.adminUpdateContent.path), auth, { published_on: null }, host),
    remove: await app.send('DELETE', at(paths.adminDeleteContent.path), auth, undefined, host),
    upload: await app.t.request(`/api${paths.adminUploadContentImage.path}`, { method: 'POST', headers: { host: host ?? CART_HOST, ...auth }, body: form }),
  };
}

describe('who may write content', () => {
  test('an operator reaches every call', async () => {
    const { auth } = await app.operator();
    const answers = await everyCall(auth);
    expect(answers.list.status).toBe(200);
    expect(answers.get.status).toBe(200);
    expect(answers.create.status).toBe(201);
    expect(answers.update.status).toBe(200);
    expect(answers.remove.status).toBe(200);
  });

  test("a store manager is refused with 'Only operators can do this.'", async () => {
    const store = await app.store();
    const { auth } = await app.manager([store.id]);
    for (const answer of Object.values(await everyCall(auth))) {
      expect(answer.status).toBe(403);
    }
    expect((await everyCall(auth)).list.body.error).toBe(ADMIN_MESSAGES.operatorOnly);
  });

  test('a budtender and a shopper are refused; without a token it is 401', async () => {
    const store = await app.store();
    const budtender = await app.staffer([store.id]);
    const shopper = await app.shopper();
    for (const auth of [budtender.auth, shopper.auth]) {
      const answers = await everyCall(auth);
      for (const answer of Object.values(answers)) expect(answer.status).toBe(403);
      expect(answers.list.body.error).toBe(ADMIN_MESSAGES.consoleOnly);
    }
    for (const answer of Object.values(await everyCall({}))) expect(answer.status).toBe(401);
  });

  test("another brand's operator neither sees nor changes this brand's documents", async () => {
    const mine = await insertDocument(app.db, app.brand.id, { uid: 'only-mine' });
    const { auth } = await app.operator(app.otherBrand.id);
    const at = (path: string) => path.replace('{id}', String(mine.id));
    const list = await app.send('GET', `${paths.adminListContent.path}?type=education_post`, auth, undefined, app.OTHER_HOST);
    expect(list.status).toBe(200);
    expect((list.body.data as { uid: string }[]).map((doc) => doc.uid)).not.toContain('only-mine');
    expect((await app.send('GET', at(paths.adminGetContent.path), auth, undefined, app.OTHER_HOST)).status).toBe(404);
    expect((await app.send('PATCH', at(paths.adminUpdateContent.path), auth, { published_on: null }, app.OTHER_HOST)).status).toBe(404);
    expect((await app.send('DELETE', at(paths.adminDeleteContent.path), auth, undefined, app.OTHER_HOST)).status).toBe(404);
    // Their token is not good on this brand's host either.
    expect((await app.send('GET', at(paths.adminGetContent.path), auth)).status).toBe(401);
  });
});
