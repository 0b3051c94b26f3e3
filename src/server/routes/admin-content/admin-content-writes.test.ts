import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditListSchema } from '@/api/admin';
import { ADMIN_CONTENT_MESSAGES, adminContentDocumentSchema, adminContentListSchema, CONTENT_HEADLINE_MAX_CHARS } from '@/api/admin-content';
import { adminContentPaths as paths } from '@/api/admin-content-paths';
import { adminPaths } from '@/api/admin-paths';
import { CONSOLE_DATE_TIME_YEARS_MESSAGE } from '@/api/console-date-time';
import { contentListSchema } from '@/api/content';
import { apiPaths } from '@/api/paths';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';
import { sampleFile } from '../contact/contact-test-kit';
import { CART_HOST } from '../testing/cart-fixture';

/**
 * Content in the console (README "Content in the console"; part 1 §3 "Content items"): drafts,
 * scheduled and published documents, data checked by its type's own schema, uids unique per brand
 * and type, every write audited, and the storefront's reads serving only what is published.
 */
let app: AdminTestApp;
let operator: Awaited<ReturnType<AdminTestApp['operator']>>;
let uploadsDir: string;
beforeAll(async () => {
  app = await createAdminTestApp();
  operator = await app.operator();
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'apotheca-content-images-'));
  app.t.config.UPLOADS_DIR = uploadsDir;
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const bannerData = (message: string) => ({
  message,
  link: '/deals',
  text_color: '#ffffff',
  background_color: '#1f5130',
  gradient: null,
  carousel_auto_play_increment: null,
  audience: { states: [], usage_types: [], store_ids: [] },
});

const create = (body: Record<string, unknown>) => app.send('POST', paths.adminCreateContent.path, operator.auth, body);
const patch = (id: number, body: Record<string, unknown>) => app.send('PATCH', paths.adminUpdateContent.path.replace('{id}', String(id)), operator.auth, body);
/** What a shopper's storefront reads: the public banner list and one document. */
const publicBanners = async () => contentListSchema.parse((await app.send('GET', `${apiPaths.listContent.path}?type=special_message`)).body).data.map((doc) => doc.uid);
const publicDocument = (uid: string) => app.send('GET', apiPaths.getContent.path.replace('{type}', 'special_message').replace('{uid}', uid));
const auditOf = async (id: number) =>
  auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?object_id=${id}`, operator.auth)).body).data.map((entry) => entry.action);

describe('a banner from draft to published and back', () => {
  test('a draft is listed in the console but never served; publish now serves it; unpublish hides it again; each step audited', async () => {
    const created = await create({ type: 'special_message', uid: 'winter-sale', data: bannerData('Winter sale') });
    expect(created.status).toBe(201);
    const draft = adminContentDocumentSchema.parse(created.body);
    expect(draft).toMatchObject({ state: 'draft', published_on: null, uid: 'winter-sale' });
    const listed = adminContentListSchema.parse((await app.send('GET', `${paths.adminListContent.path}?type=special_message`, operator.auth)).body);
    expect(listed.data.find((doc) => doc.id === draft.id)?.state).toBe('draft');
    expect(await publicBanners()).not.toContain('winter-sale');
    expect((await publicDocument('winter-sale')).status).toBe(404);

    const published = adminContentDocumentSchema.parse((await patch(draft.id, { published_on: 'now' })).body);
    expect(published.state).toBe('published');
    expect(await publicBanners()).toContain('winter-sale');
    expect((await publicDocument('winter-sale')).status).toBe(200);

    const unpublished = adminContentDocumentSchema.parse((await patch(draft.id, { published_on: null })).body);
    expect(unpublished.state).toBe('draft');
    expect(await publicBanners()).not.toContain('winter-sale');
    expect(await auditOf(draft.id)).toEqual(['content.unpublish', 'content.publish', 'content.create']);
  });

  test('a document scheduled for later is not served until its date', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const answer = adminContentDocumentSchema.parse((await create({ type: 'special_message', uid: 'next-week', published_on: later, data: bannerData('Soon') })).body);
    expect(answer.state).toBe('scheduled');
    expect(await publicBanners()).not.toContain('next-week');
    expect(await auditOf(answer.id)).toEqual(['content.create']);
  });

  test('an edit is served on the very next read: content answers are revalidated (no-cache with an ETag), not kept for a minute', async () => {
    const doc = adminContentDocumentSchema.parse((await create({ type: 'special_message', uid: 'fresh-copy', published_on: 'now', data: bannerData('First') })).body);
    const first = await publicDocument('fresh-copy');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const unchanged = await app.t.app.request(`/api${apiPaths.getContent.path.replace('{type}', 'special_message').replace('{uid}', 'fresh-copy')}`, {
      headers: { host: CART_HOST, 'if-none-match': etag! },
    });
    expect(unchanged.status).toBe(304);
    await patch(doc.id, { data: bannerData('Second') });
    const after = await publicDocument('fresh-copy');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((after.body.data as { message: string }).message).toBe('Second');
    expect(await auditOf(doc.id)).toEqual(['content.update', 'content.create']);
  });

  test('delete removes it for shoppers and the console, and the audit keeps what it was', async () => {
    const doc = adminContentDocumentSchema.parse((await create({ type: 'special_message', uid: 'gone-soon', published_on: 'now', data: bannerData('Bye') })).body);
    expect((await app.send('DELETE', paths.adminDeleteContent.path.replace('{id}', String(doc.id)), operator.auth)).status).toBe(200);
    expect(await publicBanners()).not.toContain('gone-soon');
    expect((await app.send('GET', paths.adminGetContent.path.replace('{id}', String(doc.id)), operator.auth)).status).toBe(404);
    const [entry] = auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?object_id=${doc.id}`, operator.auth)).body).data;
    expect(entry).toMatchObject({ action: 'content.delete', object_type: 'content.special_message', after: null });
    expect((entry!.before as { data: { message: string } }).data.message).toBe('Bye');
  });
});

describe('bad input', () => {
  test("data is checked by its type's schema: 400 with errors at their path inside data, nothing kept", async () => {
    const answer = await create({
      type: 'special_message',
      uid: 'broken',
      data: { ...bannerData('x'), text_color: 7, audience: { states: [], usage_types: ['vip'], store_ids: [] } },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields as object).sort()).toEqual(['data.audience.usage_types.0', 'data.text_color']);
    const listed = adminContentListSchema.parse((await app.send('GET', `${paths.adminListContent.path}?type=special_message`, operator.auth)).body);
    expect(listed.data.map((doc) => doc.uid)).not.toContain('broken');
  });

  test('links, colours, the slide time and the message are checked before a banner is kept, each with its own message', async () => {
    const answer = await create({
      type: 'special_message',
      uid: 'unsafe-banner',
      data: { ...bannerData(' '), link: 'javascript:alert(1)', text_color: 'red', gradient: 'url(x)', carousel_auto_play_increment: 6000 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      'data.message': [ADMIN_CONTENT_MESSAGES.required],
      'data.link': [ADMIN_CONTENT_MESSAGES.link],
      'data.text_color': [ADMIN_CONTENT_MESSAGES.colour],
      'data.gradient': [ADMIN_CONTENT_MESSAGES.colour],
      'data.carousel_auto_play_increment': [ADMIN_CONTENT_MESSAGES.interval],
    });
    const fine = await create({ type: 'special_message', uid: 'safe-banner', data: { ...bannerData('Hi'), link: 'https://example.com/deals', gradient: '#123456', carousel_auto_play_increment: 8 } });
    expect(fine.status).toBe(201);
  });

  test('a banner message longer than one line a shopper reads at a glance is refused with its limit, not saved', async () => {
    const answer = await create({ type: 'special_message', uid: 'long-banner', data: bannerData('x'.repeat(CONTENT_HEADLINE_MAX_CHARS + 1)) });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ 'data.message': [`Keep it to ${CONTENT_HEADLINE_MAX_CHARS} characters.`] });
    expect((await create({ type: 'special_message', uid: 'long-banner', data: bannerData('x'.repeat(CONTENT_HEADLINE_MAX_CHARS)) })).status).toBe(201);
  });

  test("a promotional dialog's button link and a page's card links are checked too", async () => {
    const dialog = await create({
      type: 'promotional_dialog',
      uid: 'bad-cta',
      data: { image: null, rich_content: [{ type: 'cta', text: 'Go', link: 'data:text/html,x' }], cta_text: 'Shop', cta_link: 'vbscript:x', audience: { states: [], usage_types: [], store_ids: [] } },
    });
    expect(dialog.status).toBe(400);
    expect(dialog.body.fields).toEqual({ 'data.rich_content.0.link': [ADMIN_CONTENT_MESSAGES.link], 'data.cta_link': [ADMIN_CONTENT_MESSAGES.link] });
  });

  test('a rich-text block of an article is checked too', async () => {
    const answer = await create({
      type: 'news_article',
      uid: 'bad-block',
      data: { title: 'T', summary: 'S', source: null, hero_image: { url: '/a.png', alt: '' }, featured: false, body: [{ type: 'paragraph', text: 'ok' }, { type: 'heading', text: 'H', level: 5 }] },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields as object)).toEqual(['data.body.1.level']);
  });

  test('a uid must be a slug, a publish date a moment, and the type known', async () => {
    const answer = await create({ type: 'poster', uid: 'Not A Slug', published_on: 'tomorrow', data: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({ uid: [ADMIN_CONTENT_MESSAGES.uid], published_on: [ADMIN_CONTENT_MESSAGES.publishedOn] });
    expect(answer.body.fields).toHaveProperty('type');
  });

  test('a publish date outside the console\'s years is a 400 on published_on, not a database error', async () => {
    for (const published_on of ['0000-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00']) {
      const answer = await create({ type: 'special_message', uid: 'far-off', published_on, data: bannerData('Far') });
      expect(answer.status, published_on).toBe(400);
      expect(answer.body.fields).toEqual({ published_on: [CONSOLE_DATE_TIME_YEARS_MESSAGE] });
    }
    const doc = adminContentDocumentSchema.parse((await create({ type: 'special_message', uid: 'near', data: bannerData('Near') })).body);
    const patched = await patch(doc.id, { published_on: '9999-12-31T23:00:00-05:00' });
    expect(patched.status).toBe(400);
    expect(patched.body.fields).toEqual({ published_on: [CONSOLE_DATE_TIME_YEARS_MESSAGE] });
  });

  test('a uid taken by another document of the same type is a 409 on uid; the same uid of another type is fine', async () => {
    await create({ type: 'special_message', uid: 'taken', data: bannerData('One') });
    const again = await create({ type: 'special_message', uid: 'taken', data: bannerData('Two') });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ uid: [ADMIN_CONTENT_MESSAGES.uidTaken] });
    const other = adminContentDocumentSchema.parse((await create({ type: 'special_message', uid: 'not-taken', data: bannerData('Three') })).body);
    expect((await patch(other.id, { uid: 'taken' })).status).toBe(409);
    const page = await create({ type: 'page', uid: 'taken', data: { title: 'P', seo_description: '', hero_image: null, store_id: null, usage_type: null, body: [] } });
    expect(page.status).toBe(201);
  });
});

describe('content images', () => {
  function upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    return app.t.request(`/api${paths.adminUploadContentImage.path}`, { method: 'POST', headers: { host: CART_HOST, ...operator.auth }, body: form });
  }

  test('an image goes through the storage interface, is served publicly, and the upload is audited', async () => {
    const file = sampleFile('png', 'image/png', 'hero.png', 100 * 1024);
    const answer = await upload(file);
    expect(answer.status).toBe(201);
    const url = (answer.body as { url: string }).url;
    expect(url).toMatch(/^\/api\/images\/img-[0-9a-f]{32}$/);
    const served = await app.t.app.request(url, { headers: { host: CART_HOST } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const log = auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?object_id=${url.split('/').pop()}`, operator.auth)).body);
    expect(log.data.map((entry) => entry.action)).toEqual(['content.image']);
  });

  test('a file that is not a web image is refused (part 1 §8)', async () => {
    expect((await upload(sampleFile('text', 'image/png', 'fake.png'))).status).toBe(415);
  });
});
