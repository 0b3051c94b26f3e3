import { eq } from 'drizzle-orm';
import { apiPaths } from '@/api/paths';
import { ADMIN_CATALOG_MESSAGES, ITEM_IMAGE_TYPES, PRODUCT_IMAGE_KEY_PATTERN, type AdminItem } from '@/api/admin-catalog';
import { MAX_ITEM_IMAGES, PRODUCT_IMAGE_MAX_BYTES } from '@/domain/catalog-edits';
import type { Database } from '@/server/db/client';
import { inventoryItems } from '@/server/db/schema';
import { ApiProblem, badRequest } from '@/server/http/errors';
import { recordAudit } from '@/server/services/admin/audit-log';
import { catalogChanged } from '@/server/services/live/catalog-changed';
import type { FileStorage, StoredFile } from '@/server/services/storage/file-storage';
import { keepNewFile, readCheckedFile, type FileRules } from '@/server/services/storage/checked-file';
import { editableItem, toAdminItem, type CatalogEditor } from './admin-item';
import { itemAudit } from './item-edit';


export const imageTooLarge = () => new ApiProblem(413, { error: ADMIN_CATALOG_MESSAGES.imageTooLarge });
const imageTypeRefused = () => new ApiProblem(415, { error: ADMIN_CATALOG_MESSAGES.imageType });

const PRODUCT_IMAGE_RULES: FileRules = {
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  tooLarge: imageTooLarge,
  typeRefused: imageTypeRefused,
  accepts: (proven) => ITEM_IMAGE_TYPES.includes(proven),
};

/** /api/product-images/{key}: the link an item's images carry. */
const productImageLink = (key: string) => `/api${apiPaths.getProductImage.path.replace('{key}', key)}`;

/**
 * POST admin/items/{id}/images: a JPEG, PNG, WebP or GIF (proven by its first bytes, not its name)
 * of at most PRODUCT_IMAGE_MAX_BYTES, stored through the storage interface (DECISIONS.md "File
 * uploads") and added as the item's last image, audited like any edit. The item is checked before
 * the file is stored; a file stored for an edit that then fails is removed again.
 */
export async function addItemImage(db: Database, storage: FileStorage, editor: CatalogEditor, itemId: number, file: File): Promise<AdminItem> {
  await editableItem(db, editor, itemId);
  const image = await readCheckedFile(file, PRODUCT_IMAGE_RULES);
  const { item, storeId } = await keepNewFile(storage, 'product-', image, (key) =>
    db.transaction(async (tx) => {
      const row = await editableItem(tx, editor, itemId, true);
      if (row.images.length >= MAX_ITEM_IMAGES) throw badRequest(ADMIN_CATALOG_MESSAGES.tooManyImages, { file: [ADMIN_CATALOG_MESSAGES.tooManyImages] });
      const images = [...row.images, productImageLink(key)];
      await tx.update(inventoryItems).set({ images }).where(eq(inventoryItems.id, row.id));
      await recordAudit(tx, itemAudit(editor, row, 'inventory.add_image', { before: { images: row.images }, after: { images } }));
      return { item: toAdminItem({ ...row, images }), storeId: row.storeId };
    }),
  );
  await catalogChanged(db, storeId, ['items'], [itemId]);
  return item;
}

/** GET product-images/{key}: only keys this service wrote (the `product-` prefix); undefined for any other. */
export async function productImage(storage: FileStorage, key: string): Promise<StoredFile | undefined> {
  if (!PRODUCT_IMAGE_KEY_PATTERN.test(key)) return undefined;
  const file = await storage.get(key);
  return file && ITEM_IMAGE_TYPES.includes(file.contentType) ? file : undefined;
}
