import type { Context } from 'hono';
import { createFactory, createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import { READABLE_ISSUES } from '@/api/issue-messages';
import { adminStorePaths } from '@/api/admin-store-paths';
import { storeImageFormSchema } from '@/api/admin-stores';
import { UPLOAD_MAX_BYTES } from '@/domain/constants';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { badRequest, notFound } from '@/server/http/errors';
import { formFile, limitUploadBody, storedFileResponse } from '@/server/http/file-upload';
import { fieldsByPath, validate } from '@/server/http/validate';
import { assertCanAtStore } from '@/server/services/admin/console-access';
import { addStoreImage } from '@/server/services/admin-stores/store-images';
import { readStoreSettings } from '@/server/services/admin-stores/store-settings';
import { replaceHourExceptions, updateStoreSettings, type StoreWrite } from '@/server/services/admin-stores/update-store-settings';
import { fileTooLarge } from '@/server/services/storage/checked-file';
import { storageFor } from '@/server/services/storage/storage-for-config';

const factory = createFactory<AppEnv>();


const paramSchema = adminStorePaths.getStoreSettings.params;

/**
 * The console user may edit the store named by the path (README "Roles"): an operator any store of
 * the brand, a store manager theirs; 403 before the body is even read.
 */
const storeEditor = createMiddleware<AppEnv>(async (c, next) => {
  assertCanAtStore(c.get('consoleAccess'), 'stores.edit', storeIdOf(c));
  await next();
});

/** The store of the path; 400 with a field error when it is no id. */
function storeIdOf(c: Context<AppEnv>): number {
  const parsed = z.safeParse(paramSchema, c.req.param(), READABLE_ISSUES);
  if (!parsed.success) throw badRequest('Invalid request.', fieldsByPath(parsed.error.issues));
  return parsed.data.id;
}

const guarded = [...requireConsole('stores.edit'), storeEditor] as const;

const writeOf = (c: Context<AppEnv>): StoreWrite => ({ orderingAppId: c.get('user').orderingAppId, storeId: storeIdOf(c), userId: c.get('user').id });

/** GET admin/stores/{id}/settings. */
export const getStoreSettingsHandler = factory.createHandlers(...guarded, async (c) => {
  const user = c.get('user');
  return c.json(await readStoreSettings(c.get('db'), user.orderingAppId, storeIdOf(c)));
});

/** PATCH admin/stores/{id}/settings: any groups; answers the settings after. */
export const patchStoreSettingsHandler = factory.createHandlers(
  ...guarded,
  validate('json', adminStorePaths.patchStoreSettings.body, fieldsByPath),
  async (c) => c.json(await updateStoreSettings(c.get('db'), writeOf(c), c.req.valid('json'))),
);

/** PUT admin/stores/{id}/hour-exceptions: the whole list; answers the settings after. */
export const putHourExceptionsHandler = factory.createHandlers(
  ...guarded,
  validate('json', adminStorePaths.putStoreHourExceptions.body, fieldsByPath),
  async (c) => c.json(await replaceHourExceptions(c.get('db'), writeOf(c), c.req.valid('json').exceptions)),
);

/** POST admin/stores/{id}/images: one image, refused while it streams in when too large. */
export const uploadStoreImageHandler = factory.createHandlers(
  ...guarded,
  limitUploadBody(UPLOAD_MAX_BYTES, fileTooLarge),
  async (c) => {
    const { file, fields } = await formFile(c);
    // Sent as it came: a `use` sent twice (a list) or as a file is refused, not read as the default.
    const options = z.safeParse(storeImageFormSchema, { use: fields.use }, READABLE_ISSUES);
    if (!options.success) throw badRequest('Invalid request.', fieldsByPath(options.error.issues));
    const settings = await addStoreImage(c.get('db'), storageFor(c.get('config')), writeOf(c), file, options.data.use);
    return c.json(settings, 201);
  },
);

const IMAGE_NOT_FOUND = 'Image not found.';

/** GET images/{key}: a console image, public; served with its proven type, nosniff and sandboxed. */
export const getPublicImageHandler = factory.createHandlers(validate('param', adminStorePaths.getPublicImage.params), async (c) => {
  const { key } = c.req.valid('param');
  const file = await storageFor(c.get('config')).get(key);
  if (!file) throw notFound(IMAGE_NOT_FOUND);
  return storedFileResponse(c, file, { cacheControl: adminStorePaths.getPublicImage.cacheControl });
});
