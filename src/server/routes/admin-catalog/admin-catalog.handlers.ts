import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { adminCatalogPaths } from '@/api/admin-catalog-paths';
import { PRODUCT_IMAGE_MAX_BYTES } from '@/domain/catalog-edits';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { formFile, limitUploadBody, storedFileResponse } from '@/server/http/file-upload';
import { validate } from '@/server/http/validate';
import { assertCatalogStore, type CatalogEditor } from '@/server/services/admin-catalog/admin-item';
import { bulkEdit } from '@/server/services/admin-catalog/bulk-edit';
import { catalogTable } from '@/server/services/admin-catalog/catalog-table';
import { addItemImage, imageTooLarge, productImage } from '@/server/services/admin-catalog/item-images';
import { readItem, updateItem } from '@/server/services/admin-catalog/item-edit';
import { storageFor } from '@/server/services/storage/storage-for-config';
import { validateQuery } from '../route-helpers';

const factory = createFactory<AppEnv>();
const paths = adminCatalogPaths;

const editor = (c: Context<AppEnv>): CatalogEditor => ({ userId: c.get('user').id, orderingAppId: c.get('user').orderingAppId, access: c.get('consoleAccess') });
const catalogEditor = requireConsole('catalog.edit');

/** GET admin/stores/{id}/items: one page of the store's table. */
export const storeItemsHandler = factory.createHandlers(
  ...catalogEditor,
  validate('param', paths.adminStoreItems.params),
  validateQuery(paths.adminStoreItems.query),
  async (c) => {
    const { id } = c.req.valid('param');
    await assertCatalogStore(c.get('db'), editor(c), id);
    return c.json(await catalogTable(c.get('db'), id, c.req.valid('query')));
  },
);

/** GET admin/items/{id}. */
export const itemHandler = factory.createHandlers(...catalogEditor, validate('param', paths.adminItem.params), async (c) =>
  c.json(await readItem(c.get('db'), editor(c), c.req.valid('param').id)),
);

/** PATCH admin/items/{id}. */
export const updateItemHandler = factory.createHandlers(
  ...catalogEditor,
  validate('param', paths.adminUpdateItem.params),
  validate('json', paths.adminUpdateItem.body),
  async (c) => c.json(await updateItem(c.get('db'), editor(c), c.req.valid('param').id, c.req.valid('json'))),
);

/** POST admin/items/{id}/images: one image per call, refused while it streams in when too large. */
export const uploadItemImageHandler = factory.createHandlers(
  ...catalogEditor,
  validate('param', paths.adminUploadItemImage.params),
  limitUploadBody(PRODUCT_IMAGE_MAX_BYTES, imageTooLarge),
  async (c) => {
    const { file } = await formFile(c);
    const item = await addItemImage(c.get('db'), storageFor(c.get('config')), editor(c), c.req.valid('param').id, file);
    return c.json(item, 201);
  },
);

/** POST admin/stores/{id}/items/bulk. */
export const bulkEditHandler = factory.createHandlers(
  ...catalogEditor,
  validate('param', paths.adminBulkEditItems.params),
  validate('json', paths.adminBulkEditItems.body),
  async (c) => {
    const { id } = c.req.valid('param');
    await assertCatalogStore(c.get('db'), editor(c), id);
    return c.json(await bulkEdit(c.get('db'), editor(c), id, c.req.valid('json')));
  },
);

/**
 * GET product-images/{key}: public like the catalog's own images. Served with its proven type,
 * nosniff and a sandbox, so an image can never run as a page of this site; keys never change, so
 * the answer may be cached for good.
 */
export const productImageHandler = factory.createHandlers(validate('param', paths.getProductImage.params), async (c) => {
  const file = await productImage(storageFor(c.get('config')), c.req.valid('param').key);
  if (!file) throw notFound('Image not found.');
  return storedFileResponse(c, file, { cacheControl: 'public, max-age=31536000, immutable' });
});
