import type { Report } from '@/api/admin-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, REPORT_RANGE_MESSAGES } from '@/domain/report-range';
import { storeClock } from '@/domain/store-hours';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { ConsoleProvider, useConsole } from '../frame/console-context';
import { CHICAGO, consoleUser, HUDSON, managerMe, operatorMe, PHOENIX } from '../test-fixtures';
import { makeReport } from './report-fixtures';
import { ReportPage } from './report-page';

// recharts does not load under the web test runner (its CommonJS build requires an ES module) and jsdom
// has no layout to draw in: the chart is stood in for by its figure, name and description. The
// browser run (e2e/admin-reports.spec.ts) shows the real one.
vi.mock('./report-bar-chart', () => ({
  ReportBarChart: ({ title, description }: { title: string; description: string }) => (
    <figure aria-label={title} aria-description={description}>
      <figcaption>{title}</figcaption>
    </figure>
  ),
}));

const reportQueries = (api: ReturnType<typeof fakeApi>) =>
  api.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://test')).filter((url) => url.pathname.endsWith('/admin/reports'));
const lastQuery = (api: ReturnType<typeof fakeApi>) => Object.fromEntries(reportQueries(api).at(-1)!.searchParams);
const phoenixToday = () => storeClock(PHOENIX, new Date()).date;

/** Stands in for the console frame's Store picker. */
function PickChicago() {
  const { setStoreId } = useConsole();
  return (
    <button type="button" onClick={() => setStoreId(CHICAGO.id)}>
      Console store: Chicago
    </button>
  );
}

function renderReports(me = operatorMe()) {
  return renderWithRouter(
    <ConsoleProvider me={me}>
      <PickChicago />
      <ReportPage />
    </ConsoleProvider>,
    { path: '/admin/reports', user: consoleUser() },
  );
}

afterEach(() => sessionStorage.clear());

describe('the reports page (README "Reports")', () => {
  it('shows skeletons while loading, then the headline figures and a table under each chart', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    await renderReports();
    expect((await screen.findByText('Loading report')).closest('[aria-busy="true"]')).toBeTruthy();
    answer(new Response(JSON.stringify(makeReport()), { headers: { 'content-type': 'application/json' } }));
    const headline = await screen.findByLabelText('Headline figures');
    expect(within(headline).getByText('$155.00')).toBeTruthy();
    expect(within(headline).getByText('$77.50')).toBeTruthy();
    expect(within(headline).getByText('2')).toBeTruthy();
    expect(screen.queryByText('Loading report')).toBeNull();
    const byDay = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(byDay).getAllByRole('row')[1]!.textContent).toContain('$155.00');
    expect(screen.getByRole('figure', { name: 'Orders by hour of day' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Specials and promo codes' }).textContent).toContain('WELCOME10');
    expect(screen.getByRole('table', { name: 'Time to ready and picked up' }).textContent).toContain('1 h 15 min');
  });

  it('cancellations and rejections show the reason staff gave, and a customer\'s own cancel as such', async () => {
    const stopped: Report['stopped'] = [
      { outcome: 'cancelled', stopped_by: 'customer', reason: null, from_status: 'submitted', orders: 1, value_cents: 4400 },
      { outcome: 'rejected', stopped_by: 'staff', reason: 'id_or_card', from_status: 'submitted', orders: 1, value_cents: 2500 },
    ];
    fakeApi({ '/admin/reports': () => ({ body: makeReport({ stopped }) }) });
    await renderReports();
    const table = await screen.findByRole('table', { name: 'Cancellations and rejections' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Outcome', 'By', 'Reason', 'From status', 'Orders', 'Value']);
    const [, customer, staff] = within(table).getAllByRole('row');
    expect(within(customer!).getAllByRole('cell')[2]!.textContent).toBe('Cancelled by the customer');
    expect(within(staff!).getAllByRole('cell')[2]!.textContent).toBe('ID or medical card problem');
  });

  it("names categories as the menus do ('Pre-Rolls', not the stored key 'prerolls')", async () => {
    const top_categories: Report['top_categories'] = [{ category: 'prerolls', units: 3, sales_cents: 4500 }];
    fakeApi({ '/admin/reports': () => ({ body: makeReport({ top_categories }) }) });
    await renderReports();
    const table = await screen.findByRole('table', { name: 'Top categories' });
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[0]!.textContent).toBe('Pre-Rolls');
  });

  it("asks for today at the console's store, then for a preset range or all stores as they are picked", async () => {
    const api = fakeApi({ '/admin/reports': () => ({ body: makeReport() }) });
    await renderReports();
    await screen.findByLabelText('Headline figures');
    expect(lastQuery(api)).toEqual({ store_id: String(PHOENIX.id), from: phoenixToday(), to: phoenixToday() });

    await userEvent.click(screen.getByRole('combobox', { name: 'Dates' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ store_id: String(PHOENIX.id), from: addDays(phoenixToday(), -6), to: phoenixToday() }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Report for' }));
    await userEvent.click(screen.getByRole('option', { name: 'All my stores' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ from: addDays(phoenixToday(), -6), to: phoenixToday() }));
  });

  it("follows the console's Store picker: picking another store there reports on that store, keeping the dates", async () => {
    const api = fakeApi({ '/admin/reports': () => ({ body: makeReport() }) });
    await renderReports();
    await screen.findByLabelText('Headline figures');
    await userEvent.click(screen.getByRole('combobox', { name: 'Dates' }));
    await userEvent.click(screen.getByRole('option', { name: 'Last 7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Console store: Chicago' }));
    await waitFor(() => expect(lastQuery(api).store_id).toBe(String(CHICAGO.id)));
    expect(lastQuery(api).to).toBe(storeClock(CHICAGO, new Date()).date);
    expect(lastQuery(api).from).toBe(addDays(storeClock(CHICAGO, new Date()).date, -6));
  });

  it('custom dates are checked by the same rules as the server: an end before the start says so beside it and asks nothing', async () => {
    const api = fakeApi({ '/admin/reports': () => ({ body: makeReport() }) });
    await renderReports();
    await screen.findByLabelText('Headline figures');
    await userEvent.click(screen.getByRole('combobox', { name: 'Dates' }));
    await userEvent.click(screen.getByRole('option', { name: 'Custom dates' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    const asked = reportQueries(api).length;
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText(REPORT_RANGE_MESSAGES.order)).toBeTruthy();
    expect(reportQueries(api)).toHaveLength(asked);

    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ from: '2026-11-10', to: '2026-11-20' }));
    expect(screen.queryByText(REPORT_RANGE_MESSAGES.order)).toBeNull();
  });

  it('a manager picks among their own stores only', async () => {
    fakeApi({ '/admin/reports': () => ({ body: makeReport() }) });
    await renderReports(managerMe());
    await screen.findByLabelText('Headline figures');
    await userEvent.click(screen.getByRole('combobox', { name: 'Report for' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All my stores', `${PHOENIX.name} (AZ)`, `${CHICAGO.name} (IL)`]);
    expect(options.join()).not.toContain(HUDSON.name);
  });

  it("a refusal shows the server's message with Try Again", async () => {
    fakeApi({ '/admin/reports': () => ({ status: 403, body: { error: 'You cannot manage this store.' } }) });
    await renderReports();
    expect(await screen.findByText('You cannot manage this store.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('with no network it says the console needs one', async () => {
    fakeApi({ '/admin/reports': () => NO_NETWORK });
    await renderReports();
    expect(await screen.findByText(CONSOLE_OFFLINE)).toBeTruthy();
  });

  it("each table downloads the server's CSV of the same report", async () => {
    const api = fakeApi({ '/admin/reports': () => ({ body: makeReport() }), '/admin/reports/export': () => ({ body: 'date,orders' }) });
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    await renderReports();
    await screen.findByLabelText('Headline figures');
    await userEvent.click(screen.getByRole('button', { name: 'Download Top products as CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const exported = api.fetch.mock.calls.map(([url]) => new URL(String(url), 'http://test')).find((url) => url.pathname.endsWith('/admin/reports/export'))!;
    expect(Object.fromEntries(exported.searchParams)).toEqual({ store_id: String(PHOENIX.id), from: phoenixToday(), to: phoenixToday(), table: 'top_products', format: 'csv' });
  });
});
