import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { uploadSchema } from '@/api/contact';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import { uploads } from '@/server/db/schema';
import { createContactTestApp, sampleFile, type ContactTestApp } from './contact-test-kit';

/**
 * POST uploads and GET uploads/{key} (part 2 §7 "Other": a key and a file answered with a link;
 * §5: images and videos, 10485760 bytes each, one file at a time; part 1 §8 the two refusals).
 */
let k: ContactTestApp;
beforeAll(async () => {
  k = await createContactTestApp();
});
afterAll(() => k.close());
beforeEach(() => k.resetLimits());

const read = (link: string, auth: Record<string, string> = {}) => k.t.app.request(link, { headers: k.headers(auth) });

describe('POST uploads', () => {
  test('stores an image and answers its link, key, name, size and proven type; the owner reads it back inline', async () => {
    const { user, auth } = await k.shopper();
    const file = sampleFile('jpeg', 'image/jpeg', 'C:\\photos\\cracked jar.jpg', 2048);
    const response = await k.upload(file, auth);
    expect(response.status).toBe(201);
    const upload = uploadSchema.parse(response.body);
    expect(upload).toEqual({ link: `/api/uploads/${upload.key}`, key: expect.stringMatching(/^[a-f0-9]{32}$/), name: 'cracked jar.jpg', size: 2048, type: 'image/jpeg' });
    const [row] = await k.db.select().from(uploads);
    expect(row).toMatchObject({ userId: user.id, storageKey: upload.key, sizeBytes: 2048 });

    const served = await read(upload.link, auth);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  test('the stored type is what the first bytes prove, not what the browser claimed', async () => {
    const { auth } = await k.shopper();
    const response = await k.upload(sampleFile('png', 'image/jpeg', 'really-a.png'), auth);
    expect(response.body.type).toBe('image/png');
  });

  test('needs a signed-in user (401)', async () => {
    expect((await k.upload(sampleFile('jpeg', 'image/jpeg'))).status).toBe(401);
  });

  test.each([
    ['one byte over 10485760', UPLOAD_MAX_BYTES + 1],
    ['far over the limit', UPLOAD_MAX_BYTES + 200 * 1024],
  ])("%s answers 413 'File is too large'", async (_case, size) => {
    const { auth } = await k.shopper();
    const response = await k.upload(sampleFile('jpeg', 'image/jpeg', 'huge.jpg', size), auth);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'File is too large' });
  });

  test('exactly 10485760 bytes is accepted', async () => {
    const { auth } = await k.shopper();
    expect((await k.upload(sampleFile('jpeg', 'image/jpeg', 'max.jpg', UPLOAD_MAX_BYTES), auth)).status).toBe(201);
  });

  test.each([
    ['a text file', sampleFile('text', 'text/plain', 'notes.txt')],
    ['text claiming to be an image', sampleFile('text', 'image/png', 'fake.png')],
    ['a video claiming to be an image', sampleFile('mp4', 'image/jpeg', 'clip.jpg')],
    ['an image type without a known signature', sampleFile('text', 'image/svg+xml', 'logo.svg')],
  ])("%s answers 415 'File type not allowed'", async (_case, file) => {
    const { auth } = await k.shopper();
    const response = await k.upload(file, auth);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: 'File type not allowed' });
  });

  test('one file per call, and a file must come (400)', async () => {
    const { auth } = await k.shopper();
    const two = await k.upload([sampleFile('jpeg', 'image/jpeg'), sampleFile('png', 'image/png')], auth);
    expect(two.status).toBe(400);
    expect(two.body.fields.file).toEqual(['Send one file at a time.']);
    const none = await k.t.request('/api/uploads', { method: 'POST', headers: k.headers(auth), body: new FormData() });
    expect(none.status).toBe(400);
    const empty = await k.upload(new File([], 'empty.jpg', { type: 'image/jpeg' }), auth);
    expect(empty.status).toBe(400);
  });
});

describe('GET uploads/{key}', () => {
  test("only the owner and the brand's staff read a file; anyone else gets 404", async () => {
    const owner = await k.shopper();
    const { link } = (await k.upload(sampleFile('png', 'image/png'), owner.auth)).body;
    const stranger = await k.shopper();
    const staff = await k.shopper({ isPortalUser: true });
    const otherBrandStaff = await k.shopper({ orderingAppId: k.otherBrand.id, isPortalUser: true });
    expect((await read(link)).status).toBe(401);
    expect((await read(link, stranger.auth)).status).toBe(404);
    expect((await read(link, staff.auth)).status).toBe(200);
    const foreign = await k.t.app.request(link, { headers: { host: 'shop.other.test', ...otherBrandStaff.auth } });
    expect(foreign.status).toBe(404);
  });

  test('an unknown key answers 404 and a malformed one 400', async () => {
    const { auth } = await k.shopper();
    expect((await read('/api/uploads/0123456789abcdef0123456789abcdef', auth)).status).toBe(404);
    expect((await read('/api/uploads/..%2F..%2Fetc%2Fpasswd', auth)).status).toBe(400);
  });
});
