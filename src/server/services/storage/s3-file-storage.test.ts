import { expect, test, vi } from 'vitest';
import { s3FileStorage } from './s3-file-storage';

/** The S3 driver against a stand-in bucket: the calls it makes and how it reads the answers. */
const settings = { endpoint: 'http://minio.test:9000', bucket: 'returns', prefix: 'uploads/', region: 'us-east-1', accessKeyId: 'AK', secretAccessKey: 'SK' };

function fakeBucket() {
  const objects = new Map<string, { bytes: Uint8Array; type: string }>();
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const headers = init.headers as Record<string, string>;
    if (!headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=AK/')) return new Response(null, { status: 403 });
    if (init.method === 'PUT') objects.set(path, { bytes: init.body as Uint8Array, type: headers['content-type']! });
    if (init.method === 'DELETE') return new Response(null, { status: objects.delete(path) ? 204 : 404 });
    const object = objects.get(path);
    if (init.method === 'GET') return object ? new Response(object.bytes as BodyInit, { headers: { 'content-type': object.type } }) : new Response(null, { status: 404 });
    return new Response(null, { status: 200 });
  });
  return { objects, fetch };
}

test('puts, gets and deletes signed objects under the bucket and prefix, path-style', async () => {
  const bucket = fakeBucket();
  const storage = s3FileStorage(settings, bucket.fetch as unknown as typeof fetch);
  await storage.put('abc123', { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' });
  expect([...bucket.objects.keys()]).toEqual(['/returns/uploads/abc123']);
  expect(await storage.get('abc123')).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' });
  await storage.delete('abc123');
  await storage.delete('abc123');
  expect(await storage.get('abc123')).toBeUndefined();
});

test('a refused call is an error, not a missing file', async () => {
  const storage = s3FileStorage({ ...settings, accessKeyId: 'WRONG' }, fakeBucket().fetch as unknown as typeof fetch);
  await expect(storage.put('abc', { bytes: new Uint8Array([1]), contentType: 'image/png' })).rejects.toThrow('S3 PUT failed with HTTP 403');
  await expect(storage.get('abc')).rejects.toThrow('HTTP 403');
});
