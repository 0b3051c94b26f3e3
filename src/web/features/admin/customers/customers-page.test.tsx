import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '@/api/admin-customers';
import { REASON_MESSAGES } from '@/domain/customer-accounts';
import { fakeApi, type FakeResponder } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { consoleUser, managerMe, operatorMe } from '../test-fixtures';
import { CustomersPage } from './customers-page';
import { findDialogReady } from '@/web/testing/dialogs';

const ROW = { id: 9, first: 'Riley', last: 'Patient', email: 'riley@example.com', phone: '3125550187', employee_status: 'none' as const, created: '2026-10-01T12:00:00.000Z' };

function detail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    profile: { ...ROW, is_phone_verified: true, contact_method: 'email', is_loyalty_enrolled: true },
    orders: [{ id: 301, store_id: 2, store_name: 'Chicago Lakeview', usage_type: 'medical', order_type: 'pickup', status: 'finished', grand_total: 5300, submitted_on: '2026-11-20T16:00:00.000Z' }],
    points: { balance: 120, entries: [{ id: 1, points: 120, reason: 'order 301', created: '2026-11-21T10:00:00.000Z' }] },
    addresses: [],
    medical_cards: [{ id: 3, state: 'IL', mmj_card_num: 'QP.1234567', mmj_card_last4: '4567', mmj_card_exp_dt: '2027-06-30', is_expired: false }],
    associations: [{ id: 44, store_id: 2, store_name: 'Chicago Lakeview', association_type: 'medical', status: 'pending', state: 'IL', created: '2026-11-01T10:00:00.000Z', can_manage: true }],
    ...overrides,
  };
}

async function renderCustomers(respond: FakeResponder, me = operatorMe()) {
  const api = fakeApi(respond);
  await renderWithRouter(
    <ConsoleProvider me={me}>
      <CustomersPage />
    </ConsoleProvider>,
    { path: '/admin/customers', user: consoleUser() },
  );
  return api;
}

async function openRiley() {
  await userEvent.type(screen.getByLabelText('Name, email or phone'), 'riley');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Patient, Riley' }));
  await screen.findByRole('heading', { name: 'Riley Patient', level: 1 });
}

describe('customers (README "Customers in the console")', () => {
  it('a search lists the matches; a customer shows their orders with totals, points, cards and associations', async () => {
    const api = await renderCustomers({ '/admin/customers': () => ({ body: { data: [ROW], rows: 1, total_rows: 1 } }), '/admin/customers/9': () => ({ body: detail() }) });
    await openRiley();
    expect(api.calls.some((call) => call.path === '/admin/customers' && call.method === 'GET')).toBe(true);
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('row', { name: /#301/ }).textContent).toContain('$53.00');
    expect(screen.getByText('120 points')).toBeTruthy();
    expect(screen.getByText(/QP\.1234567/)).toBeTruthy();
    expect(screen.getByText(/Pending review/)).toBeTruthy();
  });

  it('rejecting asks for a reason: a refusal shows beside the field and keeps what was typed; then the association shows Rejected and focus returns to it', async () => {
    let status = 'pending';
    const api = await renderCustomers({
      '/admin/customers': () => ({ body: { data: [ROW], rows: 1, total_rows: 1 } }),
      '/admin/customers/9': () => ({ body: detail() }),
      '/admin/customers/9/associations/44/decision': (body) => {
        const reason = (body as { reason: string }).reason;
        if (reason.trim().length < 3) return { status: 400, body: { error: 'Invalid request.', fields: { reason: [REASON_MESSAGES.tooShort] } } };
        status = 'rejected';
        return { body: detail({ associations: [{ ...detail().associations[0]!, status: status as 'rejected' }] }) };
      },
    });
    await openRiley();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Medical at Chicago Lakeview' }));
    const dialog = await findDialogReady('dialog', 'Reject Medical at Chicago Lakeview?');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(REASON_MESSAGES.tooShort)).toBeTruthy();
    expect((reason as HTMLTextAreaElement).value).toBe('no');
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(reason, 't in the registry');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/Rejected · since/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Medical at Chicago Lakeview' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('association-44'));
    const posted = api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posted).toEqual([
      { decision: 'reject', reason: 'no' },
      { decision: 'reject', reason: 'not in the registry' },
    ]);
  });

  it('a points adjustment refused below 0 says so beside the points and keeps both fields', async () => {
    await renderCustomers({
      '/admin/customers': () => ({ body: { data: [ROW], rows: 1, total_rows: 1 } }),
      '/admin/customers/9': () => ({ body: detail() }),
      '/admin/customers/9/points': () => ({ status: 400, body: { error: 'x', fields: { points: ['This would take the balance below 0: the customer has 120 points.'] } } }),
    });
    await openRiley();
    const form = screen.getByRole('form', { name: 'Adjust points' });
    const points = within(form).getByRole('textbox', { name: /Points to add/ });
    await userEvent.type(points, '-200');
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Merge');
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust points' }));
    expect(await within(form).findByText('This would take the balance below 0: the customer has 120 points.')).toBeTruthy();
    expect((points as HTMLInputElement).value).toBe('-200');
    expect((within(form).getByRole('textbox', { name: /Reason/ }) as HTMLInputElement).value).toBe('Merge');
  });

  it('taking points away: the field brings up a keyboard with a minus sign, and the done message lands in a live region that was there, empty, before it', async () => {
    await renderCustomers({
      '/admin/customers': () => ({ body: { data: [ROW], rows: 1, total_rows: 1 } }),
      '/admin/customers/9': () => ({ body: detail() }),
      '/admin/customers/9/points': () => ({ body: detail({ points: { balance: 80, entries: [] } }) }),
    });
    await openRiley();
    const form = screen.getByRole('form', { name: 'Adjust points' });
    const points = within(form).getByRole('textbox', { name: /Points to add/ });
    expect(points.getAttribute('inputmode')).toBe('text');
    const status = within(form).getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.type(points, '-40');
    await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Merge');
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust points' }));
    await waitFor(() => expect(status.textContent).toBe('Took away 40 points.'));
    expect(within(form).getByRole('status')).toBe(status);
  });

  it('a store manager decides associations but sees no employee or points controls; Back returns focus to the customer in the list', async () => {
    const asManager = detail({ points: { balance: 120 }, addresses: undefined });
    await renderCustomers({ '/admin/customers': () => ({ body: { data: [ROW], rows: 1, total_rows: 1 } }), '/admin/customers/9': () => ({ body: asManager }) }, managerMe());
    await openRiley();
    expect(screen.getByText('The points history is shown to operators only.')).toBeTruthy();
    expect(screen.getByText('Saved addresses are shown to operators only.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject Medical at Chicago Lakeview' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Adjust points' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm employee' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '← Back to customers' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Patient, Riley' })));
  });
});
