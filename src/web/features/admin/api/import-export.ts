import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import { IMPORT_MESSAGES, IMPORT_PROGRESS_TYPE, importProgressLineSchema, importSummarySchema, type ImportSummary } from '@/api/admin-import';
import { adminImportPaths } from '@/api/admin-import-paths';
import type { UsageType } from '@/domain/usage-type';
import { ApiRequestError, CANCELLED_MESSAGE, GENERIC_ERROR } from '@/web/data/api-errors';
import { normalizeError } from '@/web/data/call';
import { callRaw, requestErrorOf } from '@/web/data/call-raw';
import { consoleKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

/** A picked import file, sent as it is: the server reads CSV and JSON alike (README "Import and export"). */
export interface ImportFile {
  file: File;
  contentType: 'text/csv' | 'application/json';
}

export const importFileOf = (file: File): ImportFile => ({ file, contentType: /\.json$/i.test(file.name) || file.type === 'application/json' ? 'application/json' : 'text/csv' });

export interface ImportRequest {
  storeId: number;
  upload: ImportFile;
  removed: 'keep' | 'hide';
}

/** Where a long apply is: rows written of the rows to write (the server's progress lines). */
export interface ImportProgress {
  phase: 'reading' | 'writing' | 'recording';
  done: number;
  total: number;
}

/** What an apply came to: written, or refused for row errors (nothing written) with the server's summary of why. */
export type ApplyOutcome = { applied: true; summary: ImportSummary } | { applied: false; summary: ImportSummary; message: string };

export const IMPORT_STREAM_BROKEN =
  'The connection was lost before the import finished, so it may or may not have been applied. Check the file again: once applied, it shows no new or changed items.';

const send = ({ storeId, upload, removed }: ImportRequest, mode: 'dry_run' | 'apply', accept?: string, signal?: AbortSignal) =>
  callRaw(adminImportPaths.importInventory, { params: { id: storeId }, query: { mode, removed } }, { body: upload.file, contentType: upload.contentType, accept, signal });

/** The dry run as a mutation (the page shows its diff). */
export const useCheckImport = () => useMutation({ mutationFn: (request: ImportRequest) => checkImport(request) });

/**
 * The apply as a mutation, its progress lines passed to `onProgress`. Whatever came of it the
 * store's catalog is read again: even a broken stream may have been committed.
 */
export function useApplyImport(onProgress: (progress: ImportProgress) => void) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, signal }: { request: ImportRequest; signal?: AbortSignal }) => applyImport(request, onProgress, signal),
    onSettled: (_outcome, _error, { request }) => queryClient.invalidateQueries({ queryKey: consoleKeys.items(userId, request.storeId) }),
  });
}

/** The dry run: the diff the file would make (row numbers are the server's), nothing written. */
export async function checkImport(request: ImportRequest, signal?: AbortSignal): Promise<ImportSummary> {
  const response = await send(request, 'dry_run', undefined, signal);
  if (!response.ok) throw await requestErrorOf(response);
  return parseAnswer(importSummarySchema, await jsonOf(response));
}

/**
 * The apply, in one transaction on the server. A refusal for row errors (422 before anything is
 * written) answers the summary with its row errors; a 200 is a stream of progress lines, then the
 * summary, each progress line passed to `onProgress`. A stream that breaks or ends early is an error
 * saying so (IMPORT_STREAM_BROKEN): the server may have committed.
 */
export async function applyImport(request: ImportRequest, onProgress: (progress: ImportProgress) => void, signal?: AbortSignal): Promise<ApplyOutcome> {
  const response = await send(request, 'apply', IMPORT_PROGRESS_TYPE, signal);
  if (response.status === 422) return refusedOutcome(await response.json().catch(() => undefined));
  if (!response.ok) throw await requestErrorOf(response);
  if (!response.headers.get('content-type')?.includes(IMPORT_PROGRESS_TYPE) || !response.body) return outcomeOf(parseAnswer(importSummarySchema, await jsonOf(response)));
  for await (const line of ndjsonLines(response.body, signal)) {
    const parsed = importProgressLineSchema.safeParse(line);
    if (!parsed.success) throw new ApiRequestError(IMPORT_STREAM_BROKEN, 'server', response.status);
    const value = parsed.data;
    if ('progress' in value) onProgress(value.progress);
    else if ('summary' in value) return outcomeOf(value.summary);
    else throw new ApiRequestError(value.error.error, 'server', response.status);
  }
  throw new ApiRequestError(IMPORT_STREAM_BROKEN, 'network', response.status);
}

/** The 422 body: the summary itself, or a problem carrying it (`{ error, summary }`). */
function refusedOutcome(body: unknown): ApplyOutcome {
  const error = z.object({ error: z.optional(z.string()) }).safeParse(body);
  const message = (error.success && error.data.error) || IMPORT_MESSAGES.notApplied;
  const summary = importSummarySchema.safeParse(body);
  const nested = z.object({ summary: importSummarySchema }).safeParse(body);
  const found = summary.success ? summary.data : nested.success ? nested.data.summary : undefined;
  if (!found) throw new ApiRequestError(message, 'server', 422);
  return { applied: false, summary: found, message };
}

const outcomeOf = (summary: ImportSummary): ApplyOutcome => (summary.applied ? { applied: true, summary } : { applied: false, summary, message: IMPORT_MESSAGES.notApplied });

/** A 200's JSON body; one that is not JSON (a proxy's page, a body cut off) is the generic error, not the parser's words. */
const jsonOf = (response: Response): Promise<unknown> => response.json().catch(() => Promise.reject(new ApiRequestError(GENERIC_ERROR, 'server', response.status)));

function parseAnswer<T>(schema: z.ZodMiniType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(GENERIC_ERROR, 'server', undefined);
  return parsed.data;
}

/** Each JSON line of an NDJSON body as it arrives; a read that fails (the connection dropped) is IMPORT_STREAM_BROKEN. */
async function* ndjsonLines(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        if (signal?.aborted) throw new ApiRequestError(CANCELLED_MESSAGE, 'cancelled', undefined);
        throw new ApiRequestError(IMPORT_STREAM_BROKEN, 'network', undefined);
      }
      buffered += decoder.decode(chunk.value, { stream: !chunk.done });
      const lines = buffered.split('\n');
      buffered = chunk.done ? '' : lines.pop()!;
      for (const line of lines) if (line.trim()) yield parseLine(line);
      if (chunk.done) return;
    }
  } finally {
    // Nothing more is read once the summary came (or the read failed).
    void reader.cancel().catch(() => undefined);
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new ApiRequestError(IMPORT_STREAM_BROKEN, 'server', undefined);
  }
}

/**
 * The store's items as the server writes them (README "The row format"), CSV or JSON, as a file to
 * save, named as the server names it.
 */
export async function exportFile(storeId: number, storeSlug: string, format: 'csv' | 'json', usageType: UsageType | undefined): Promise<{ name: string; blob: Blob }> {
  const response = await callRaw(adminImportPaths.exportInventory, { params: { id: storeId }, query: { format, ...(usageType ? { usage_type: usageType } : {}) } });
  if (!response.ok) throw await requestErrorOf(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { name: named ?? `${storeSlug}${usageType ? `-${usageType}` : ''}-items.${format}`, blob: await response.blob().catch((caught: unknown) => Promise.reject(normalizeError(caught))) };
}
