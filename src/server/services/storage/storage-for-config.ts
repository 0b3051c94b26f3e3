import type { Config } from '@/server/config';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

const byConfig = new WeakMap<Config, FileStorage>();

/**
 * The storage the settings choose (DECISIONS.md "File uploads"): an S3-compatible bucket when
 * S3_BUCKET is set, else local disk under UPLOADS_DIR. Made once per settings object (one app).
 */
export function storageFor(config: Config): FileStorage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = config.S3_BUCKET
      ? s3FileStorage({
          endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
          bucket: config.S3_BUCKET,
          prefix: config.S3_PREFIX,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
        })
      : localFileStorage(config.UPLOADS_DIR);
    byConfig.set(config, storage);
  }
  return storage;
}
