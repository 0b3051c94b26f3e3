import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportSummary } from '@/api/admin-import';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { consoleUser, operatorMe, PHOENIX } from '../test-fixtures';
import { ImportPage } from './import-page';

const IMPORT = `/admin/stores/${PHOENIX.id}/import`;
const CSV = 'sku,usage_type,name,price,quantity\nPHX-1,recreational,Blue Dream,35.00,10\nPHX-2,recreational,Gummies,abc,5\n';

function summary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    store_id: PHOENIX.id,
    mode: 'dry_run',
    removed_action: 'keep',
    applied: false,
    counts: { new: 1, changed: 0, unchanged: 0, removed: 0, errors: 0, rows: 2 },
    new: [{ row: 1, sku: 'PHX-1', usage_type: 'recreational', name: 'Blue Dream', fields: [] }],
    changed: [],
    removed: [],
    errors: [],
    ...overrides,
  };
}

async function renderImport(answer: (query: URLSearchParams) => ImportSummary) {
  const api = fakeApi({});
  api.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://test');
    api.calls.push({ path: url.pathname.replace(/^\/api/, ''), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)), headers: new Headers() } as never);
    return new Response(JSON.stringify(answer(url.searchParams)), { headers: { 'content-type': 'application/json' } });
  });
  await renderWithRouter(
    <ConsoleProvider me={operatorMe()}>
      <ImportPage />
    </ConsoleProvider>,
    { path: '/admin/import', user: consoleUser() },
  );
  await userEvent.upload(screen.getByLabelText('CSV or JSON file'), new File([CSV], 'items.csv', { type: 'text/csv' }));
  await screen.findByText('2 rows read.');
  return api;
}

describe('import (README "Import and export": a dry-run diff first, then apply)', () => {
  it('a CSV file is checked first: its rows go to a dry run, and the counts and row errors are shown; Apply waits for a clean file', async () => {
    const api = await renderImport(() =>
      summary({ counts: { new: 1, changed: 0, unchanged: 0, removed: 0, errors: 1, rows: 2 }, errors: [{ row: 2, field: 'price', message: 'Must be a price like 35.00' }] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const errors = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getByRole('row', { name: /price/ }).textContent).toContain('Must be a price like 35.00');
    expect(screen.getByText('Nothing is imported until the rows with errors are fixed.')).toBeTruthy();
    expect(api.calls[0]!.body).toEqual({ rows: [{ sku: 'PHX-1', usage_type: 'recreational', name: 'Blue Dream', price: '35.00', quantity: '10' }, { sku: 'PHX-2', usage_type: 'recreational', name: 'Gummies', price: 'abc', quantity: '5' }] });
    expect(String(api.fetch.mock.calls[0]![0])).toContain('mode=dry_run');
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a clean dry run lets Apply write it, and the page says it is imported', async () => {
    const api = await renderImport((query) => summary(query.get('mode') === 'apply' ? { mode: 'apply', applied: true } : {}));
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByText('This is what Apply will do (nothing has changed yet).');
    expect(screen.getByText('New', { selector: 'dt' }).nextSibling!.textContent).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Imported: the menu shows the new items and prices now.');
    expect(String(api.fetch.mock.calls.at(-1)![0])).toContain('mode=apply');
    expect(api.calls.map((call) => call.path)).toEqual([IMPORT, IMPORT]);
  });

  it('a file the browser cannot read says so instead of doing nothing', async () => {
    await renderImport(() => summary());
    const failing = vi.spyOn(FileReader.prototype, 'readAsText').mockImplementation(function (this: FileReader) {
      queueMicrotask(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    await userEvent.upload(screen.getByLabelText('CSV or JSON file'), new File(['x'], 'locked.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toContain('locked.csv could not be read.');
    failing.mockRestore();
  });
});
