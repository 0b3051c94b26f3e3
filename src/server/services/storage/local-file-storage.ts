import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage';

const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,127}$/;

/**
 * Files on local disk: `<dir>/<key>` holds the bytes and `<dir>/<key>.type` the content type. Keys are
 * checked against a strict pattern, so no key can reach outside the folder.
 */
export function localFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, file) {
      const target = fileOf(key);
      await mkdir(dir, { recursive: true });
      // The type first: a reader that finds the bytes always finds their type.
      await writeFile(`${target}.type`, file.contentType, { flag: 'wx' });
      await writeFile(target, file.bytes, { flag: 'wx' });
    },
    async get(key): Promise<StoredFile | undefined> {
      const target = fileOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(target), readFile(`${target}.type`, 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const target = fileOf(key);
      await Promise.all([rm(target, { force: true }), rm(`${target}.type`, { force: true })]);
    },
  };
}
