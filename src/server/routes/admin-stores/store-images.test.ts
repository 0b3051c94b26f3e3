import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditListSchema } from '@/api/admin';
import { adminPaths } from '@/api/admin-paths';
import { adminStorePaths } from '@/api/admin-store-paths';
import { storeSettingsSchema } from '@/api/admin-stores';
import { apiPaths } from '@/api/paths';
import { storeSchema } from '@/api/store';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import { createAdminTestApp, type AdminTestApp } from '../admin/admin-test-kit';
import { sampleFile } from '../contact/contact-test-kit';
import { CART_HOST } from '../testing/cart-fixture';

/**
 * POST admin/stores/{id}/images (README "The operator console"): a store's images go through the
 * storage interface and are served publicly at images/{key}; web image types only, at most
 * 10485760 bytes (the upload limit of part 2 §5; part 1 §8 'File is too large', 'File type not allowed').
 */
let app: AdminTestApp;
let uploadsDir: string;
beforeAll(async () => {
  app = await createAdminTestApp();
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'apotheca-store-images-'));
  app.t.config.UPLOADS_DIR = uploadsDir;
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

function upload(storeId: number, auth: Record<string, string>, file: File, use?: string) {
  const form = new FormData();
  form.append('file', file);
  if (use) form.append('use', use);
  return app.t.request(`/api${adminStorePaths.uploadStoreImage.path.replace('{id}', String(storeId))}`, { method: 'POST', headers: { host: CART_HOST, ...auth }, body: form });
}

describe('uploading a store image', () => {
  test('adds it to the gallery (or makes it the thumbnail), serves it to anyone, and audits the change', async () => {
    const store = await app.store({ imageUrls: [] });
    const { auth } = await app.operator();
    // Past the 64 KB every JSON body is held to: uploads have their own limit.
    const file = sampleFile('png', 'image/png', 'front.png', 200 * 1024);
    const gallery = await upload(store.id, auth, file);
    expect(gallery.status).toBe(201);
    const [link] = storeSettingsSchema.parse(gallery.body).profile.image_urls;
    expect(link).toMatch(/^\/api\/images\/img-[0-9a-f]{32}$/);
    const thumbnail = storeSettingsSchema.parse((await upload(store.id, auth, sampleFile('jpeg', 'image/jpeg'), 'thumbnail')).body);
    expect(thumbnail.profile.thumbnail_image_url).toMatch(/^\/api\/images\/img-/);

    const shopperView = storeSchema.parse((await app.send('GET', apiPaths.getStore.path.replace('{id}', String(store.id)))).body);
    expect(shopperView.image_urls).toEqual([link]);
    const served = await app.t.app.request(link!, { headers: { host: CART_HOST } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));

    const log = auditListSchema.parse((await app.send('GET', `${adminPaths.auditLog.path}?store_id=${store.id}&action=store.image`, auth)).body);
    expect(log.data.map((entry) => entry.before)).toEqual([{ thumbnail_image_url: store.thumbnailImageUrl }, { image_urls: [] }]);
    expect(log.data[1]!.after).toEqual({ image_urls: [link] });
  });

  test.each([
    ['a video', sampleFile('mp4', 'video/mp4'), 415],
    ['HEIC, which browsers do not show', new File([new Uint8Array([0, 0, 0, 0x18, ...Array.from('ftypheic', (char) => char.charCodeAt(0))])], 'x.heic', { type: 'image/heic' }), 415],
    ['a page claiming to be an image', new File(['<!doctype html><script>alert(1)</script>'], 'x.png', { type: 'image/png' }), 415],
    ['one byte over the limit', sampleFile('png', 'image/png', 'big.png', UPLOAD_MAX_BYTES + 1), 413],
  ])('refuses %s and changes nothing', async (_name, file, status) => {
    const store = await app.store({ imageUrls: [] });
    const { auth } = await app.operator();
    expect((await upload(store.id, auth, file)).status).toBe(status);
    expect(storeSettingsSchema.parse((await app.send('GET', adminStorePaths.getStoreSettings.path.replace('{id}', String(store.id)), auth)).body).profile.image_urls).toEqual([]);
  });

  test('needs a file, and a known use', async () => {
    const store = await app.store();
    const { auth } = await app.operator();
    const none = await app.t.request(`/api${adminStorePaths.uploadStoreImage.path.replace('{id}', String(store.id))}`, { method: 'POST', headers: { host: CART_HOST, ...auth }, body: new FormData() });
    expect(none.status).toBe(400);
    expect(none.body.fields).toHaveProperty('file');
    const badUse = await upload(store.id, auth, sampleFile('png', 'image/png'), 'banner');
    expect(badUse.status).toBe(400);
    expect(badUse.body.fields).toHaveProperty('use');
    const twice = new FormData();
    twice.append('file', sampleFile('png', 'image/png'));
    twice.append('use', 'thumbnail');
    twice.append('use', 'gallery');
    const ambiguous = await app.t.request(`/api${adminStorePaths.uploadStoreImage.path.replace('{id}', String(store.id))}`, { method: 'POST', headers: { host: CART_HOST, ...auth }, body: twice });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.fields).toHaveProperty('use');
  });

  test("a store manager cannot add images to another store; a shopper cannot at all; an unknown image is 404", async () => {
    const mine = await app.store();
    const other = await app.store();
    const { auth } = await app.manager([mine.id]);
    expect((await upload(mine.id, auth, sampleFile('png', 'image/png'))).status).toBe(201);
    expect((await upload(other.id, auth, sampleFile('png', 'image/png'))).status).toBe(403);
    expect((await upload(mine.id, (await app.shopper()).auth, sampleFile('png', 'image/png'))).status).toBe(403);
    expect((await upload(mine.id, {}, sampleFile('png', 'image/png'))).status).toBe(401);
    expect((await app.t.request(`/api/images/img-${'0'.repeat(32)}`, { headers: { host: CART_HOST } })).status).toBe(404);
    expect((await app.t.request('/api/images/..%2Fsecret', { headers: { host: CART_HOST } })).status).toBe(400);
  });
});
