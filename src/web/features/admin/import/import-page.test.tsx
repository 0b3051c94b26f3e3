import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadableStream, type ReadableStreamDefaultController } from 'node:stream/web';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_MESSAGES, IMPORT_PROGRESS_TYPE, type ImportSummary } from '@/api/admin-import';
import { GENERIC_ERROR } from '@/web/data/api-errors';
import { renderWithRouter } from '@/web/testing/render';
import { IMPORT_STREAM_BROKEN } from '../api/import-export';
import { ConsoleProvider } from '../frame/console-context';
import { consoleUser, operatorMe, PHOENIX } from '../test-fixtures';
import { ImportPage } from './import-page';

const IMPORT = `/api/admin/stores/${PHOENIX.id}/import`;
// "Price" in capitals: the server lower-cases headers, the browser no longer reads the file at all.
const CSV = 'sku,usage_type,name,Price,quantity\nPHX-1,recreational,Blue Dream,35.00,10\nPHX-2,recreational,Gummies,abc,5\n';

function summary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    store_id: PHOENIX.id,
    mode: 'dry_run',
    removed_action: 'keep',
    applied: false,
    counts: { new: 1, changed: 0, unchanged: 0, removed: 0, errors: 0, rows: 2 },
    new: [{ row: 2, sku: 'PHX-1', usage_type: 'recreational', name: 'Blue Dream', fields: [] }],
    changed: [],
    removed: [],
    errors: [],
    ...overrides,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Sent {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** The server behind fetch: `answer` gets each request as sent (the file itself as its body). */
function serve(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = { url: new URL(String(input), 'http://test'), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body };
    sent.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

async function renderImport(file = new File([CSV], 'items.csv', { type: 'text/csv' })) {
  await renderWithRouter(
    <ConsoleProvider me={operatorMe()}>
      <ImportPage />
    </ConsoleProvider>,
    { path: '/admin/import', user: consoleUser() },
  );
  await userEvent.upload(screen.getByLabelText('CSV or JSON file'), file);
  await screen.findByText(`${file.name} (1 KB) is ready to check.`);
}

/** What the browser sent as the body: the picked file itself, as its text. */
function sentText(body: unknown): Promise<string> {
  expect(body).toBeInstanceOf(File);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(body as File);
  });
}

/** A dry run answered clean, ready for Apply. */
async function checkedClean() {
  await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
  await screen.findByText('This is what Apply will do (nothing has changed yet).');
}

/** An NDJSON answer the test writes line by line. */
function progressStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (opened) => void (controller = opened) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body as unknown as BodyInit, { headers: { 'content-type': IMPORT_PROGRESS_TYPE } }),
    line: (value: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`)),
    close: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

describe('import (README "Import and export": a dry-run diff first, then apply)', () => {
  it('a CSV file goes to the server as it is (text/csv), and the diff shows the row numbers and errors the server found', async () => {
    const sent = serve(() => json(summary({ counts: { new: 1, changed: 0, unchanged: 0, removed: 0, errors: 1, rows: 2 }, errors: [{ row: 3, field: 'price', message: 'Must be a price like 35.00' }] })));
    await renderImport();
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const errors = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', 'price', 'Must be a price like 35.00']);
    expect(screen.getByText('Nothing is imported until the rows with errors are fixed.')).toBeTruthy();
    expect(sent[0]!.url.pathname).toBe(IMPORT);
    expect(sent[0]!.url.searchParams.get('mode')).toBe('dry_run');
    expect(sent[0]!.headers.get('content-type')).toBe('text/csv');
    expect(await sentText(sent[0]!.body)).toBe(CSV);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a JSON file goes as application/json, as it is', async () => {
    const text = JSON.stringify({ rows: [{ sku: 'PHX-1' }] });
    const sent = serve(() => json(summary()));
    await renderImport(new File([text], 'items.json', { type: 'application/json' }));
    await checkedClean();
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(await sentText(sent[0]!.body)).toBe(text);
  });

  const refusedSummary = summary({ mode: 'apply', counts: { new: 1, changed: 0, unchanged: 0, removed: 0, errors: 1, rows: 2 }, errors: [{ row: 3, field: 'sku', message: 'This sku is taken' }] });
  it.each([
    ['as a 422 before anything is written', () => json({ error: IMPORT_MESSAGES.notApplied, ...refusedSummary }, 422)],
    ['as the summary of its progress stream', () => new Response(`${JSON.stringify({ summary: refusedSummary })}\n`, { headers: { 'content-type': IMPORT_PROGRESS_TYPE } })],
  ])('an apply refused for row errors (%s) says nothing was imported and lists the rows that refused it', async (_case, refusal) => {
    serve(({ url }) => (url.searchParams.get('mode') === 'apply' ? refusal() : json(summary())));
    await renderImport();
    await checkedClean();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(IMPORT_MESSAGES.notApplied);
    const errors = screen.getByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', 'sku', 'This sku is taken']);
    expect(screen.queryByText('Imported: the menu shows the new items and prices now.')).toBeNull();
  });

  it('a long apply shows its progress as the server streams it ("N of M items written"), then the outcome', async () => {
    const stream = progressStream();
    const sent = serve(({ url }) => (url.searchParams.get('mode') === 'apply' ? stream.response : json(summary())));
    await renderImport();
    await checkedClean();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(sent[1]!.headers.get('accept')).toBe(IMPORT_PROGRESS_TYPE);
    stream.line({ progress: { phase: 'writing', done: 500, total: 1200 } });
    await screen.findByText(/500 of 1,200 items written/);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['500', '1200']);
    stream.line({ progress: { phase: 'writing', done: 1200, total: 1200 } });
    await screen.findByText(/1,200 of 1,200 items written/);
    stream.line({ summary: summary({ mode: 'apply', applied: true }) });
    stream.close();
    await screen.findByText('Imported: the menu shows the new items and prices now.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['breaks', (stream: ReturnType<typeof progressStream>) => stream.fail()],
    ['ends before the summary', (stream: ReturnType<typeof progressStream>) => stream.close()],
  ])('a progress stream that %s says the import may or may not have been applied', async (_case, end) => {
    const stream = progressStream();
    serve(({ url }) => (url.searchParams.get('mode') === 'apply' ? stream.response : json(summary())));
    await renderImport();
    await checkedClean();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    stream.line({ progress: { phase: 'writing', done: 500, total: 1200 } });
    await screen.findByText(/500 of 1,200 items written/);
    end(stream);
    expect((await screen.findByRole('alert')).textContent).toBe(IMPORT_STREAM_BROKEN);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a file the browser cannot read says so instead of doing nothing', async () => {
    serve(() => json(summary()));
    await renderImport();
    const failing = vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    await userEvent.upload(screen.getByLabelText('CSV or JSON file'), new File(['x'], 'locked.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toContain('locked.csv could not be read.');
    failing.mockRestore();
  });

  it("a 200 whose body is not JSON (a proxy's page) says something went wrong, not the parser's words", async () => {
    serve(() => new Response('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await renderImport();
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(GENERIC_ERROR)).toBeTruthy();
    expect(screen.queryByText(/Unexpected token|is not valid JSON/)).toBeNull();
  });
});
