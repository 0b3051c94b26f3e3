import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/web/testing/render';
import { consoleUser, PHOENIX } from '../test-fixtures';
import { ExportCard } from './export-card';

const SERVER_CSV = 'sku,store,usage_type,name\r\nPHX-1,phoenix-camelback-az,recreational,"Blue Dream, 3.5g"\r\n';

let saved: { url: string; blob: Blob; name: string; revokedRightAfterClick: boolean }[];
const revoke = vi.fn();

beforeEach(() => {
  saved = [];
  revoke.mockReset();
  let next = 0;
  Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push({ url: `blob:export-${++next}`, blob, name: '', revokedRightAfterClick: false }), `blob:export-${next}`), revokeObjectURL: revoke });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = saved.find((entry) => entry.url === this.href)!;
    file.name = this.download;
    // Whatever runs right after the click (in the same task) has run by this microtask.
    queueMicrotask(() => (file.revokedRightAfterClick = revoke.mock.calls.some(([url]) => url === file.url)));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function serveExport() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://test');
      asked.push(url.searchParams);
      return url.searchParams.get('format') === 'csv'
        ? new Response(SERVER_CSV, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="phoenix-camelback-az-items.csv"' } })
        : new Response(JSON.stringify({ rows: [{ sku: 'PHX-1' }] }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const readBlob = (blob: Blob) => blob.text();

describe('export (README "Import and export": the same format back)', () => {
  it('CSV is asked of the server (format=csv) and saved as it answers; the download URL is revoked later, not right after the click', async () => {
    const asked = serveExport();
    await renderWithRouter(<ExportCard store={PHOENIX} />, { path: '/admin/import', user: consoleUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked[0]!.get('format')).toBe('csv');
    expect(saved[0]!.name).toBe('phoenix-camelback-az-items.csv');
    expect(await readBlob(saved[0]!.blob)).toBe(SERVER_CSV);
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(saved[0]!.url));
    expect(saved[0]!.revokedRightAfterClick).toBe(false);
  });

  it('JSON is asked as JSON, and a download still pending when the page goes is revoked then', async () => {
    const asked = serveExport();
    const { unmount } = await renderWithRouter(<ExportCard store={PHOENIX} />, { path: '/admin/import', user: consoleUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked[0]!.get('format')).toBe('json');
    expect(saved[0]!.name).toBe('phoenix-camelback-az-items.json');
    expect(JSON.parse(await readBlob(saved[0]!.blob))).toEqual({ rows: [{ sku: 'PHX-1' }] });
    unmount();
    expect(revoke).toHaveBeenCalledWith(saved[0]!.url);
  });
});
