import { createFactory } from 'hono/factory';
import { stream } from 'hono/streaming';
import { IMPORT_MESSAGES, IMPORT_PROGRESS_TYPE, MAX_INVENTORY_BODY_BYTES, type ImportProgressLine } from '@/api/admin-import';
import { adminImportPaths } from '@/api/admin-import-paths';
import { limitBody } from '@/server/http/body-limit';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { ApiProblem } from '@/server/http/errors';
import { validate } from '@/server/http/validate';
import { assertCanAtStore } from '@/server/services/admin/console-access';
import { brandStoreRow } from '@/server/services/carts/cart-store';
import { exportCsv, exportJson, exportRows } from '@/server/services/admin-import/export-inventory';
import { answerWithoutWriting, applyImport, checkImport, type ImportRequest } from '@/server/services/admin-import/import-inventory';
import { logError } from '@/server/services/logging/log-error';
import { validateQuery } from '../route-helpers';
import { readRowsBody } from './rows-body';

const factory = createFactory<AppEnv>();
const { importInventory: importOperation, exportInventory: exportOperation } = adminImportPaths;

/**
 * POST admin/stores/{id}/import (README "Import and export"): the dry run or the apply. With
 * `Accept: application/x-ndjson` an apply that is going to write streams progress lines while it
 * writes, then the summary; a refused one answers its status with the JSON body, as without it.
 */
export const importHandler = factory.createHandlers(
  limitBody(MAX_INVENTORY_BODY_BYTES),
  ...requireConsole('catalog.import'),
  validate('param', importOperation.params),
  validateQuery(importOperation.query),
  async (c) => {
    const { id } = c.req.valid('param');
    assertCanAtStore(c.get('consoleAccess'), 'catalog.import', id);
    const db = c.get('db');
    const store = await brandStoreRow(db, c.get('user').orderingAppId, id);
    const body = await readRowsBody(c);
    const request: ImportRequest = { store, query: c.req.valid('query'), records: body.records, readErrors: body.readErrors, actor: { userId: c.get('user').id } };
    const wantsProgress = request.query.mode === 'apply' && (c.req.header('accept') ?? '').includes(IMPORT_PROGRESS_TYPE);
    // Everything that can refuse the import is decided before an answer starts: a dry run, or an
    // apply refused for its rows (422), answers as JSON with its real status, streamed or not.
    const checked = checkImport(request);
    const withoutWriting = await answerWithoutWriting(db, request, checked);
    if (withoutWriting) return c.json(withoutWriting.summary, withoutWriting.status);
    if (!wantsProgress) {
      const outcome = await applyImport(db, request, checked);
      return c.json(outcome.summary, outcome.status);
    }
    c.header('Content-Type', IMPORT_PROGRESS_TYPE);
    return stream(c, async (out) => {
      const line = (value: ImportProgressLine) => out.write(`${JSON.stringify(value)}\n`);
      try {
        const outcome = await applyImport(db, { ...request, onProgress: (phase, done, total) => line({ progress: { phase, done, total } }).then(() => undefined) }, checked);
        await line({ summary: outcome.summary });
      } catch (error) {
        // The 200 has gone out with the first line: a failed write (rolled back whole) is the last line.
        if (!(error instanceof ApiProblem)) logError(`[import] store ${store.id}`, error);
        await line({ error: { error: error instanceof ApiProblem ? error.body.error : IMPORT_MESSAGES.failed } });
      }
    });
  },
);

/** GET admin/stores/{id}/export: the store's items in the import format, CSV or JSON. */
export const exportHandler = factory.createHandlers(
  ...requireConsole('catalog.import'),
  validate('param', exportOperation.params),
  validateQuery(exportOperation.query),
  async (c) => {
    const { id } = c.req.valid('param');
    assertCanAtStore(c.get('consoleAccess'), 'catalog.import', id);
    const query = c.req.valid('query');
    const store = await brandStoreRow(c.get('db'), c.get('user').orderingAppId, id);
    const rows = await exportRows(c.get('db'), store, query.usage_type);
    if (query.format === 'json') return c.json(exportJson(rows));
    const name = `${store.storeSlug}${query.usage_type ? `-${query.usage_type}` : ''}-items.csv`;
    return c.body(exportCsv(rows), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` });
  },
);
