import type { Hono } from 'hono';
import { adminImportPaths } from '@/api/admin-import-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import { createFeedKeyHandler, feedKeysHandler, revokeFeedKeyHandler } from './feed-keys.handlers';
import { exportHandler, importHandler } from './import.handlers';

/** The console's import, export and feed keys (README "Import and export", "The point-of-sale feed"). */
export function registerAdminImportRoutes(api: Hono<AppEnv>) {
  mountOperations(api, adminImportPaths, {
    importInventory: importHandler,
    exportInventory: exportHandler,
    feedKeys: feedKeysHandler,
    createFeedKey: createFeedKeyHandler,
    revokeFeedKey: revokeFeedKeyHandler,
  });
}
