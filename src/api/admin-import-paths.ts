import * as z from 'zod/mini';
import {
  createdFeedKeySchema,
  createFeedKeySchema,
  exportJsonSchema,
  exportQuerySchema,
  feedKeyListSchema,
  feedKeySchema,
  importQuerySchema,
  importSummarySchema,
  inventoryRowsBodySchema,
} from './admin-import';
import { queryId } from './common';
import type { ApiOperation } from './operation';

const storeParams = z.object({ id: queryId });
const keyParams = z.object({ id: queryId });

/**
 * The console's import and export (permission catalog.import, the store checked) and its feed keys
 * (feeds.manage: operators only, keys reach stores of the operator's brand). README "Import and export".
 */
export const adminImportPaths = {
  importInventory: {
    method: 'post',
    path: '/admin/stores/{id}/import',
    summary:
      "Import a store's items from CSV (text/csv) or JSON ({ rows }): mode=dry_run answers the diff, mode=apply writes it in one transaction (422 and nothing written when any row has an error); removed=keep|hide. Accept: application/x-ndjson streams progress lines, then the summary",
    tag: 'admin',
    params: storeParams,
    query: importQuerySchema,
    body: inventoryRowsBodySchema,
    csvBody: true,
    response: importSummarySchema,
    errors: [400, 401, 403, 404, 413, 415, 422],
  },
  exportInventory: {
    method: 'get',
    path: '/admin/stores/{id}/export',
    summary: "A store's items in the import format: format=csv (text/csv, the default) or json ({ rows }), one usage type or both",
    tag: 'admin',
    params: storeParams,
    query: exportQuerySchema,
    response: exportJsonSchema,
    errors: [400, 401, 403, 404],
  },
  feedKeys: {
    method: 'get',
    path: '/admin/feed-keys',
    summary: "The brand's point-of-sale feed keys, revoked ones included (operators only)",
    tag: 'admin',
    response: feedKeyListSchema,
    errors: [401, 403],
  },
  createFeedKey: {
    method: 'post',
    path: '/admin/feed-keys',
    summary: 'A new feed key for stores of the brand; the answer shows the key this once (only its SHA-256 is kept)',
    tag: 'admin',
    body: createFeedKeySchema,
    response: createdFeedKeySchema,
    errors: [400, 401, 403],
  },
  revokeFeedKey: {
    method: 'delete',
    path: '/admin/feed-keys/{id}',
    summary: 'Revoke a feed key: its next call answers 401',
    tag: 'admin',
    params: keyParams,
    response: feedKeySchema,
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, ApiOperation>;
