import { eq } from 'drizzle-orm';
import { ADMIN_STORE_MESSAGES, MAX_STORE_IMAGES, STORE_IMAGE_TYPES, type StoreSettings } from '@/api/admin-stores';
import { apiPaths } from '@/api/paths';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { stores } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { recordStoreAudit } from '@/server/services/admin/audit-log';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import type { FileStorage } from '@/server/services/storage/file-storage';
import { fileTooLarge, fileTypeNotAllowed, keepNewFile, readCheckedFile, type FileRules } from '@/server/services/storage/checked-file';
import { brandStoreRow } from '@/server/services/carts/cart-store';
import { storeExceptions, toStoreSettings } from './store-settings';
import type { StoreWrite } from './update-store-settings';


const STORE_IMAGE_RULES: FileRules = {
  maxBytes: UPLOAD_MAX_BYTES,
  tooLarge: fileTooLarge,
  typeRefused: fileTypeNotAllowed,
  accepts: (proven) => STORE_IMAGE_TYPES.includes(proven),
};

/** The public link of a console image (GET images/{key}). */
const publicImageLink = (key: string) => `/api${apiPaths.getPublicImage.path.replace('{key}', key)}`;

/**
 * POST admin/stores/{id}/images: one web image (413 past UPLOAD_MAX_BYTES, 415 unless its first bytes
 * prove a JPEG, PNG, GIF, WebP or AVIF) kept through the storage interface under a public `img-` key,
 * then added to the store's gallery or made its thumbnail, audited in the same transaction. A file
 * whose store write fails is removed again.
 */
export async function addStoreImage(
  db: Database,
  storage: FileStorage,
  write: StoreWrite,
  file: File,
  use: 'gallery' | 'thumbnail',
): Promise<StoreSettings> {
  const image = await readCheckedFile(file, STORE_IMAGE_RULES);
  // The store must be reachable before anything is stored.
  await brandStoreRow(db, write.orderingAppId, write.storeId);
  const settings = await keepNewFile(storage, 'img-', image, (key) =>
    db.transaction(async (tx) => {
      const link = publicImageLink(key);
      const before = await brandStoreRow(tx, write.orderingAppId, write.storeId, { lock: true });
      if (use === 'gallery' && before.imageUrls.length >= MAX_STORE_IMAGES) {
        throw badRequest(ADMIN_STORE_MESSAGES.tooManyImages, { file: [ADMIN_STORE_MESSAGES.tooManyImages] });
      }
      const change = use === 'thumbnail' ? { thumbnailImageUrl: link } : { imageUrls: [...before.imageUrls, link] };
      const [after] = await tx.update(stores).set(change).where(eq(stores.id, before.id)).returning();
      await recordStoreAudit(tx, write, before.id, {
        action: 'store.image',
        objectType: 'store',
        objectId: before.id,
        before: use === 'thumbnail' ? { thumbnail_image_url: before.thumbnailImageUrl } : { image_urls: before.imageUrls },
        after: use === 'thumbnail' ? { thumbnail_image_url: link } : { image_urls: after!.imageUrls },
      });
      return toStoreSettings(after!, await storeExceptions(tx, before.id));
    }),
  );
  await catalogChanged(db, write.storeId, ['store']);
  return settings;
}
