import { STORE_IMAGE_TYPES } from '@/api/admin-stores';
import { apiPaths } from '@/api/paths';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { recordBrandAudit } from '@/server/services/admin/audit-log';
import type { FileStorage } from '@/server/services/storage/file-storage';
import { fileTooLarge, fileTypeNotAllowed, keepNewFile, readCheckedFile, type FileRules } from '@/server/services/storage/checked-file';
import type { ContentWrite } from './content-documents';

/** Content images take the same web image types and limit as store images (README "Content in the console"). */
const CONTENT_IMAGE_RULES: FileRules = {
  maxBytes: UPLOAD_MAX_BYTES,
  tooLarge: fileTooLarge,
  typeRefused: fileTypeNotAllowed,
  accepts: (proven) => STORE_IMAGE_TYPES.includes(proven),
};

/**
 * POST admin/content/images: one web image (413 past UPLOAD_MAX_BYTES, 415 unless its first bytes prove
 * a web image) kept through the storage interface under a public `img-` key and answered as its
 * public link, which the console puts in an image field. The upload is audited; the file is removed
 * again if the audit entry cannot be written.
 */
export async function addContentImage(db: Database, storage: FileStorage, write: ContentWrite, file: File): Promise<{ url: string }> {
  const image = await readCheckedFile(file, CONTENT_IMAGE_RULES);
  return keepNewFile(storage, 'img-', image, (key) =>
    db.transaction(async (tx) => {
      const url = `/api${apiPaths.getPublicImage.path.replace('{key}', key)}`;
      await recordBrandAudit(tx, write, {
        action: 'content.image',
        objectType: 'content_image',
        objectId: key,
        before: null,
        after: { url, content_type: image.contentType, bytes: image.bytes.byteLength },
      });
      return { url };
    }),
  );
}
