import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_STAFF_MESSAGES, type ConsoleKiosk, type StaffMember } from '@/api/admin-staff';
import type { ConsoleMe } from '@/api/admin';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { CHICAGO, consoleUser, managerMe, operatorMe, PHOENIX } from '../test-fixtures';
import { StaffPage } from './staff-page';
import { findDialogReady } from '@/web/testing/dialogs';

const member = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 70,
  first: 'Sam',
  last: 'Budtender',
  email: 'sam@apotheca.test',
  role: 'budtender',
  store_ids: [PHOENIX.id],
  status: 'active',
  created_at: '2026-11-20T10:00:00.000Z',
  disabled_at: null,
  ...overrides,
});
const OPERATOR = member({ id: 51, first: 'Avery', last: 'Operator', email: 'operator@apotheca.test', role: 'operator', store_ids: [] });
const KIOSK: ConsoleKiosk = { id: 9, store_id: PHOENIX.id, usage_types: ['recreational'], pinned_at: '2026-11-26T15:00:00.000Z', pinned_by: 'Rae Pinner', state: 'pinned', unpinned_at: null, unpinned_by: null };
const list = <T,>(data: T[]) => ({ data, rows: data.length, total_rows: data.length });

async function renderStaff(me: ConsoleMe, respond: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(respond);
  await renderWithRouter(
    <ConsoleProvider me={me}>
      <StaffPage />
    </ConsoleProvider>,
    { path: '/admin/staff', user: consoleUser({ id: me.user_id }) },
  );
  return api;
}

describe('staff (README "Staff and kiosks": operators invite, assign and disable)', () => {
  it('an invitation without a store is stopped beside the stores; the server’s email refusal shows beside the email, with what was typed kept', async () => {
    const api = await renderStaff(operatorMe(), (path, body) => {
      if (path === '/admin/staff' && body) return { status: 409, body: { error: ADMIN_STAFF_MESSAGES.customerEmail, fields: { email: [ADMIN_STAFF_MESSAGES.customerEmail] } } };
      if (path === '/admin/staff') return { body: list([OPERATOR]) };
      return { body: list([]) };
    });
    const form = screen.getByRole('form', { name: 'Invite staff' });
    await userEvent.type(within(form).getByLabelText('Email'), 'pat@example.com');
    await userEvent.type(within(form).getByLabelText('First name'), 'Pat');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Lee');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Choose at least one store.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('checkbox', { name: CHICAGO.name }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(ADMIN_STAFF_MESSAGES.customerEmail)).toBeTruthy();
    expect(within(form).getByLabelText('Email')).toHaveProperty('value', 'pat@example.com');
    expect((within(form).getByRole('checkbox', { name: CHICAGO.name }) as HTMLInputElement).checked).toBe(true);
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({ email: 'pat@example.com', first: 'Pat', last: 'Lee', role: 'budtender', store_ids: [CHICAGO.id] });
  });

  it('disabling asks first; the row then says Disabled and offers Enable; nobody is offered to disable themselves', async () => {
    let disabled = false;
    const api = await renderStaff(operatorMe(), (path) => {
      if (path === '/admin/staff') return { body: list([OPERATOR, member({ status: disabled ? 'disabled' : 'active' })]) };
      if (path === '/admin/staff/70/disable') return (disabled = true), { body: member({ status: 'disabled' }) };
      return { body: list([]) };
    });
    expect(await screen.findByRole('button', { name: 'Disable Sam Budtender' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable Avery Operator' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Disable Sam Budtender' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.callsTo('/admin/staff/70/disable')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await screen.findByRole('button', { name: 'Enable Sam Budtender' });
    expect(within(screen.getByRole('row', { name: /Sam Budtender/ })).getByText('Disabled')).toBeTruthy();
  });

  it('focus stays on the row when Disable turns into Enable and back, not on the page body', async () => {
    let disabled = false;
    await renderStaff(operatorMe(), (path) => {
      if (path === '/admin/staff') return { body: list([OPERATOR, member({ status: disabled ? 'disabled' : 'active' })]) };
      if (path === '/admin/staff/70/disable') return (disabled = true), { body: member({ status: 'disabled' }) };
      if (path === '/admin/staff/70/enable') return (disabled = false), { body: member() };
      return { body: list([]) };
    });
    const rowHeader = async () => screen.findByRole('rowheader', { name: 'Sam Budtender' });
    // Cancel: back on the button that asked.
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Sam Budtender' }));
    await userEvent.click(within(await findDialogReady('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Disable Sam Budtender' })));

    await userEvent.click(screen.getByRole('button', { name: 'Disable Sam Budtender' }));
    await userEvent.click(within(await findDialogReady('alertdialog')).getByRole('button', { name: 'Disable' }));
    await screen.findByRole('button', { name: 'Enable Sam Budtender' });
    await waitFor(async () => expect(document.activeElement).toBe(await rowHeader()));

    await userEvent.click(screen.getByRole('button', { name: 'Enable Sam Budtender' }));
    await screen.findByRole('button', { name: 'Disable Sam Budtender' });
    await waitFor(async () => expect(document.activeElement).toBe(await rowHeader()));
  });

  it('editing a role saves role and stores together; a refusal shows in the dialog with the choice kept', async () => {
    let refuse = true;
    const api = await renderStaff(operatorMe(), (path, body) => {
      if (path === '/admin/staff') return { body: list([OPERATOR, member()]) };
      if (path === '/admin/staff/70/access') {
        if (refuse) return (refuse = false), { status: 409, body: { error: ADMIN_STAFF_MESSAGES.lastOperator } };
        return { body: member({ ...(body as object), role: 'store_manager', store_ids: [PHOENIX.id, CHICAGO.id] }) };
      }
      return { body: list([]) };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the role and stores of Sam Budtender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Role and stores of Sam Budtender' });
    expect((within(dialog).getByRole('radio', { name: /Budtender/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Store manager/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: CHICAGO.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ADMIN_STAFF_MESSAGES.lastOperator)).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: /Store manager/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/admin/staff/70/access').map((call) => call.body)).toEqual([
      { role: 'store_manager', store_ids: [PHOENIX.id, CHICAGO.id] },
      { role: 'store_manager', store_ids: [PHOENIX.id, CHICAGO.id] },
    ]);
  });

  it('a store manager sees only the kiosks of the picked store, and unpins one after confirming', async () => {
    let unpinned = false;
    const api = await renderStaff(managerMe(), (path) => {
      if (path === `/admin/stores/${PHOENIX.id}/kiosks`) return { body: list([unpinned ? { ...KIOSK, state: 'unpinned', unpinned_at: '2026-11-27T10:00:00.000Z', unpinned_by: 'Jordan Reyes' } : KIOSK]) };
      if (path === `/admin/kiosks/${KIOSK.id}/unpin`) return (unpinned = true), { body: KIOSK };
      return { status: 500, body: { error: `unexpected ${path}` } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unpin kiosk 9' }));
    await userEvent.click(within(await findDialogReady('alertdialog')).getByRole('button', { name: 'Unpin' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unpin kiosk 9' })).toBeNull());
    expect(screen.getByText(/Unpinned .* by Jordan Reyes/)).toBeTruthy();
    // The Unpin button is gone: focus rests on the kiosk's row, not on the page body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('rowheader', { name: 'Kiosk 9' })));
    expect(screen.queryByRole('form', { name: 'Invite staff' })).toBeNull();
    expect(api.callsTo('/admin/staff')).toHaveLength(0);
  });
});
