import { describe, expect, test } from 'vitest';
import { ApiProblem } from '@/server/http/errors';
import { FILE_EMPTY, keepNewFile, readCheckedFile, type FileRules } from './checked-file';
import type { FileStorage, StoredFile } from './file-storage';

/**
 * The one check every upload route runs (part 1 §8 'File is too large', 'File type not allowed'),
 * each route passing its own limit, answers and types.
 */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size: number, claimed = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD.slice(0, size));
  return new File([bytes], 'x.png', { type: claimed });
};
const rules: FileRules = {
  maxBytes: 100,
  tooLarge: () => new ApiProblem(413, { error: 'Too big for this route.' }),
  typeRefused: () => new ApiProblem(415, { error: 'Not for this route.' }),
  accepts: (proven, claimed) => proven === 'image/png' && claimed.startsWith('image/'),
};
const answer = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: ApiProblem) => ({ status: error.status, body: error.body }),
  );

describe('readCheckedFile', () => {
  test("keeps a file at exactly the route's limit, typed by its first bytes", async () => {
    const checked = await readCheckedFile(png(100, 'image/x-anything'), { ...rules, accepts: (proven) => proven === 'image/png' });
    expect(checked.contentType).toBe('image/png');
    expect(checked.bytes.byteLength).toBe(100);
  });

  test("one byte past the limit is the route's own 413", async () => {
    expect(await answer(readCheckedFile(png(101), rules))).toEqual({ status: 413, body: { error: 'Too big for this route.' } });
  });

  test('an empty file is a 400 on the file field', async () => {
    expect(await answer(readCheckedFile(new File([], 'x.png', { type: 'image/png' }), rules))).toEqual({
      status: 400,
      body: { error: FILE_EMPTY, fields: { file: [FILE_EMPTY] } },
    });
  });

  test.each([
    ['bytes no known type starts with', new File(['<svg xmlns="http://www.w3.org/2000/svg">'], 'x.png', { type: 'image/png' })],
    ['a proven type the route does not take', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xdb])], 'x.jpg', { type: 'image/jpeg' })],
    ['a claimed type the route does not take', png(20, 'application/octet-stream')],
  ])("%s is the route's own 415", async (_name, file) => {
    expect(await answer(readCheckedFile(file, rules))).toEqual({ status: 415, body: { error: 'Not for this route.' } });
  });
});

function memoryStorage() {
  const files = new Map<string, StoredFile>();
  const storage: FileStorage = {
    put: async (key, file) => void files.set(key, file),
    get: async (key) => files.get(key),
    delete: async (key) => void files.delete(key),
  };
  return { files, storage };
}

describe('keepNewFile', () => {
  const file: StoredFile = { bytes: new Uint8Array(PNG_HEAD), contentType: 'image/png' };

  test('keeps the file under a new key of the given prefix and answers what the record answers', async () => {
    const { files, storage } = memoryStorage();
    const key = await keepNewFile(storage, 'img-', file, async (key) => key);
    expect(key).toMatch(/^img-[0-9a-f]{32}$/);
    expect(files.get(key)).toEqual(file);
  });

  test('removes the file again when its record fails, and passes the failure on', async () => {
    const { files, storage } = memoryStorage();
    const refused = new ApiProblem(400, { error: 'A store keeps at most 20 images.' });
    await expect(keepNewFile(storage, '', file, () => Promise.reject(refused))).rejects.toBe(refused);
    expect(files.size).toBe(0);
  });

  test('a failed removal does not hide the refusal: the caller still gets it, not a storage error', async () => {
    const { storage } = memoryStorage();
    const refused = new ApiProblem(400, { error: 'A store keeps at most 20 images.' });
    const failingStorage: FileStorage = { ...storage, delete: () => Promise.reject(new Error('disk gone')) };
    await expect(keepNewFile(failingStorage, '', file, () => Promise.reject(refused))).rejects.toBe(refused);
  });
});
