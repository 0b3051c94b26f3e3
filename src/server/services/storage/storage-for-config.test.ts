import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '@/server/config';
import { localFileStorage } from './local-file-storage';
import { storageFor } from './storage-for-config';

/** Where uploads are kept (DECISIONS.md "File uploads": local disk by default, S3-compatible when configured). */
const dir = mkdtempSync(path.join(os.tmpdir(), 'apotheca-storage-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('settings', () => {
  test('UPLOADS_DIR defaults beside the database folder, or to the temp folder for an in-memory database', () => {
    expect(loadConfig({ DATA_DIR: '/srv/apotheca/pglite' }).UPLOADS_DIR).toBe('/srv/apotheca/uploads');
    expect(loadConfig({ DATA_DIR: 'memory://' }).UPLOADS_DIR).toBe(path.join(os.tmpdir(), 'apotheca-uploads'));
    expect(loadConfig({ UPLOADS_DIR: '/data/files' }).UPLOADS_DIR).toBe('/data/files');
  });

  test('an S3 bucket needs its keys; with them the bucket is used instead of the folder', async () => {
    expect(() => loadConfig({ S3_BUCKET: 'returns' })).toThrow(/S3_BUCKET/);
    const config = loadConfig({ UPLOADS_DIR: dir, S3_BUCKET: 'returns', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK', S3_ENDPOINT: 'http://127.0.0.1:9' });
    // Nothing listens on port 9 (discard): the S3 driver fails to connect, where the local one would have written.
    await expect(storageFor(config).put('abc', { bytes: new Uint8Array([1]), contentType: 'image/png' })).rejects.toThrow();
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('local disk', () => {
  const storage = localFileStorage(path.join(dir, 'files'));

  test('puts, gets and deletes a file with its type; a missing file is undefined', async () => {
    await storage.put('k1', { bytes: new Uint8Array([9, 8, 7]), contentType: 'video/mp4' });
    expect(await storage.get('k1')).toEqual({ bytes: new Uint8Array([9, 8, 7]), contentType: 'video/mp4' });
    await storage.delete('k1');
    expect(await storage.get('k1')).toBeUndefined();
    await expect(storage.delete('k1')).resolves.toBeUndefined();
  });

  test('never writes over a file, and refuses keys that could leave the folder', async () => {
    await storage.put('k2', { bytes: new Uint8Array([1]), contentType: 'image/png' });
    await expect(storage.put('k2', { bytes: new Uint8Array([2]), contentType: 'image/png' })).rejects.toThrow();
    for (const key of ['../escape', 'a/b', '', '.hidden']) await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
  });
});
