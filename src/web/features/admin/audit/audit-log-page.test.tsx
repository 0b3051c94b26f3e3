import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { auditPage, CHICAGO, consoleUser, makeAuditEntry, managerMe, operatorMe } from '../test-fixtures';
import { AuditLogPage } from './audit-log-page';
import { CONSOLE_OFFLINE } from '../components/console-messages';

const auditUrl = (api: ReturnType<typeof fakeApi>) => new URL(String(api.fetch.mock.calls.at(-1)![0]), 'http://test');

function renderAudit(me = operatorMe()) {
  return renderWithRouter(
    <ConsoleProvider me={me}>
      <AuditLogPage />
    </ConsoleProvider>,
    { path: '/admin/audit', user: consoleUser() },
  );
}

describe('the audit log page (README "The operator console": operators read and filter every change)', () => {
  it('filters by store, action, object type, who and dates: each one goes into the request', async () => {
    const api = fakeApi({ '/admin/audit-log': () => ({ body: auditPage([makeAuditEntry()]) }) });
    await renderAudit();
    await screen.findByText('store.update');
    expect(auditUrl(api).search).toBe('?limit=50&offset=0&sort=at&dir=desc');

    await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    await userEvent.click(screen.getByRole('option', { name: CHICAGO.name }));
    await userEvent.type(screen.getByLabelText('Action'), 'store.update');
    await userEvent.type(screen.getByLabelText('Object type'), 'store');
    await userEvent.type(screen.getByLabelText('Who'), 'avery');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30{Enter}');

    await screen.findByText('1 change');
    const query = auditUrl(api).searchParams;
    expect(query.get('store_id')).toBe(String(CHICAGO.id));
    expect(query.get('action')).toBe('store.update');
    expect(query.get('object_type')).toBe('store');
    expect(query.get('actor')).toBe('avery');
    expect(new Date(query.get('from')!).getTime()).toBe(new Date('2026-11-01T00:00:00').getTime());
    expect(new Date(query.get('to')!).getTime()).toBe(new Date('2026-11-30T23:59:59.999').getTime());
  });

  it('a row opens to show each changed field before and after, side by side', async () => {
    fakeApi({ '/admin/audit-log': () => ({ body: auditPage([makeAuditEntry()]) }) });
    await renderAudit();
    const open = await screen.findByRole('button', { name: /^Changes/ });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const row = within(document.getElementById(open.getAttribute('aria-controls')!)!).getByRole('row', { name: /phone/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['6025550100', '6025550199']);
  });

  it('its headers sort the whole log on the server (every page, not just this one), from its first page; the rows keep the server order', async () => {
    const zoe = makeAuditEntry({ id: 1, actor: 'Zoe Zimmer <zoe@apotheca.test>', action: 'item.update' });
    const avery = makeAuditEntry({ id: 2, actor: 'Avery Operator <operator@apotheca.test>', action: 'store.update' });
    const api = fakeApi({ '/admin/audit-log': () => ({ body: auditPage([zoe, avery], 120) }) });
    await renderAudit();
    await screen.findByText('120 changes, page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('120 changes, page 2 of 3');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    const actions = () => screen.getAllByRole('code').map((code) => code.textContent);
    expect(header('Time').getAttribute('aria-sort')).toBe('descending');
    expect(header('Who').getAttribute('aria-sort')).toBe('none');

    await userEvent.click(within(header('Who')).getByRole('button'));
    await screen.findByText('120 changes, page 1 of 3');
    expect(Object.fromEntries(auditUrl(api).searchParams)).toMatchObject({ sort: 'actor', dir: 'asc', offset: '0' });
    expect(header('Who').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Time').getAttribute('aria-sort')).toBe('none');
    expect(actions()).toEqual(['item.update', 'store.update']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();

    await userEvent.click(within(header('Who')).getByRole('button'));
    await waitFor(() => expect(auditUrl(api).searchParams.get('dir')).toBe('desc'));
    expect(header('Who').getAttribute('aria-sort')).toBe('descending');
    expect(within(header('Store')).queryByRole('button')).toBeNull();
  });

  it('a log that cannot load says so (offline: that it needs a connection) and Try Again asks again', async () => {
    let offline = true;
    const api = fakeApi({ '/admin/audit-log': () => (offline ? NO_NETWORK : { body: auditPage([makeAuditEntry()]) }) });
    await renderAudit();
    await screen.findByText(CONSOLE_OFFLINE);
    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('store.update');
    expect(api.callsTo('/admin/audit-log')).toHaveLength(2);
  });

  it('pages through a long log: Older asks for the next 50', async () => {
    const api = fakeApi({ '/admin/audit-log': () => ({ body: auditPage([makeAuditEntry()], 120) }) });
    await renderAudit();
    await screen.findByText('120 changes, page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('120 changes, page 2 of 3');
    expect(auditUrl(api).searchParams.get('offset')).toBe('50');
  });

  it('a store manager is told the log is for operators, and nothing is asked of the server', async () => {
    const api = fakeApi({});
    await renderAudit(managerMe());
    expect((await screen.findByRole('alert')).textContent).toContain('Only operators can do this.');
    expect(api.calls).toHaveLength(0);
  });
});
