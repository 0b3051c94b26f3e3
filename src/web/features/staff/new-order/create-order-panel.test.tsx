import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_ORDER_ERROR_CODES, STAFF_ORDER_MESSAGES } from '@/api/staff-orders';
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from '@/domain/constants';
import { toastState } from '@/web/state/toasts';
import { forgetWorkingStore } from '../test-fixtures';
import { NEW_ORDER_LABELS } from './new-order-labels';
import { makeCartItem } from '@/web/shared/add-to-cart/test-fixtures';
import { shoppingState } from '@/web/state/shopping';
import { findDialogReady } from '@/web/testing/dialogs';
import { fakeApi } from '@/web/testing/fake-api';
import { ADA, GET_ORDER, makeStartedCart, onBehalfApi, renderOnBehalf, SEARCH, START_ORDER, startedOrder } from './test-support';

beforeEach(forgetWorkingStore);
afterEach(() => {
  vi.useRealTimers();
  toastState.toasts = [];
});

const startButton = () => screen.getByRole('button', { name: NEW_ORDER_LABELS.startOrder });
const createPanel = () => screen.getByRole('region', { name: NEW_ORDER_LABELS.createTitle });
const startedFor = (body: { customer: unknown }) => ({ body: { cart: makeStartedCart(), customer: { ...ADA, ...(body.customer as object) } } });

async function openHome(more: Parameters<typeof onBehalfApi>[0] = {}) {
  const api = fakeApi(onBehalfApi(more));
  const view = await renderOnBehalf('/');
  await screen.findByRole('region', { name: NEW_ORDER_LABELS.createTitle });
  return { api, ...view };
}

describe("the staff home's order-on-behalf panels (part 2 §2 'Staff home', §4 'Staff order on behalf')", () => {
  it('offers Create New Order with New Customer and Existing Customer tabs and the store\'s menus; no Continue Order without a started order', async () => {
    await openHome();
    const tabs = within(createPanel()).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([NEW_ORDER_LABELS.newTab, NEW_ORDER_LABELS.existingTab]);
    const menu = within(createPanel()).getByRole('group', { name: NEW_ORDER_LABELS.menuLegend });
    expect(within(menu).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Medical', 'Adult Use']);
    expect(screen.queryByRole('region', { name: NEW_ORDER_LABELS.continueTitle })).toBeNull();
  });

  it('a started order shows Continue Order: who it is for and its items; Continue Order opens the shop on its menu', async () => {
    const cart = makeStartedCart({ usage_type: 'medical', cart_items: [makeCartItem({ quantity: 3 })] });
    const { location } = await openHome({ [GET_ORDER]: startedOrder(cart) });
    const panel = await screen.findByRole('region', { name: NEW_ORDER_LABELS.continueTitle });
    expect(panel.textContent).toContain('Ada Lovelace');
    expect(panel.textContent).toContain('Customer ID 7');
    expect(panel.textContent).toContain('Medical · 3 items');
    await userEvent.click(within(panel).getByRole('link', { name: NEW_ORDER_LABELS.continueOrder }));
    await waitFor(() => expect(location()).toBe('/shop'));
    expect(shoppingState).toMatchObject({ storeId: 1, usageType: 'medical' });
  });

  it("Start Order without a customer says 'Please select a customer first.' and sends nothing (part 2 §5, §8)", async () => {
    const { api } = await openHome();
    expect(startButton().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(startButton());
    expect(await screen.findByText(STAFF_ORDER_MESSAGES.selectCustomer)).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: NEW_ORDER_LABELS.existingTab }));
    await userEvent.click(startButton());
    expect(screen.getAllByText(STAFF_ORDER_MESSAGES.selectCustomer).length).toBeGreaterThan(0);
    expect(api.callsTo(START_ORDER)).toHaveLength(0);
  });

  it('a new customer by phone: a short number is refused under the field and the typing kept; a valid one starts the order with its digits', async () => {
    const { api } = await openHome({ [START_ORDER]: (body) => startedFor(body as { customer: unknown }) });
    await userEvent.click(screen.getByRole('radio', { name: 'Adult Use' }));
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await userEvent.type(phone, '312555014');
    expect(startButton().getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(startButton());
    expect(await screen.findByText(STAFF_ORDER_MESSAGES.validPhone)).toBeTruthy();
    expect((phone as HTMLInputElement).value).toBe('(312) 555-014');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(START_ORDER)).toHaveLength(0);

    await userEvent.type(phone, '2');
    await userEvent.click(startButton());
    await waitFor(() => expect(api.callsTo(START_ORDER)).toHaveLength(1));
    expect(api.callsTo(START_ORDER)[0]!.body).toEqual({ store_id: 1, usage_type: 'recreational', customer: { type: 'new', by: 'phone', phone: '3125550142' } });
    expect(await screen.findByRole('region', { name: NEW_ORDER_LABELS.continueTitle })).toBeTruthy();
  });

  it.each([
    ['pasted', async (phone: HTMLElement) => fireEvent.change(phone, { target: { value: '+1 (312) 555-0142' } })],
    ['typed key by key', async (phone: HTMLElement) => userEvent.type(phone, '+1 312 555 0142')],
  ])('a new customer by phone %s with +1 starts the order with the same 10 digits', async (_how, enter) => {
    const { api } = await openHome({ [START_ORDER]: (body) => startedFor(body as { customer: unknown }) });
    await userEvent.click(screen.getByRole('radio', { name: 'Adult Use' }));
    const phone = screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement;
    await enter(phone);
    expect(phone.value).toBe('(312) 555-0142');
    await userEvent.click(startButton());
    await waitFor(() => expect(api.callsTo(START_ORDER)).toHaveLength(1));
    expect(api.callsTo(START_ORDER)[0]!.body).toMatchObject({ customer: { type: 'new', by: 'phone', phone: '3125550142' } });
  });

  it("a new customer by another country's number: kept as typed, refused under the field, nothing sent", async () => {
    const { api } = await openHome();
    await userEvent.click(screen.getByRole('radio', { name: 'Adult Use' }));
    const phone = screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '+44 20 7946 0958' } });
    await userEvent.click(startButton());
    expect(await screen.findByText(STAFF_ORDER_MESSAGES.validPhone)).toBeTruthy();
    expect(phone.value).toBe('+44 20 7946 0958');
    expect(api.callsTo(START_ORDER)).toHaveLength(0);
  });

  it('an anonymous walk-in needs a name; the server\'s field errors land under their fields', async () => {
    const { api } = await openHome({ [START_ORDER]: () => ({ status: 400, body: { error: 'Invalid input', fields: { usage_type: ['This store has no Medical menu.'] } } }) });
    await userEvent.click(screen.getByRole('radio', { name: /Anonymous/ }));
    await userEvent.click(startButton());
    expect(await screen.findByText(STAFF_ORDER_MESSAGES.selectCustomer)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Jamie');
    await userEvent.click(startButton());
    expect(await screen.findByText('This store has no Medical menu.')).toBeTruthy();
    expect(api.callsTo(START_ORDER)[0]!.body).toMatchObject({ customer: { type: 'new', by: 'anonymous', first: 'Jamie' } });
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Jamie');
  });

  it("a 409 StaffOrderInProgress asks 'Abandon Order'; confirming repeats the start with abandon_existing (part 2 §4)", async () => {
    const conflict = STAFF_ORDER_MESSAGES.orderInProgress('Jamie Rivera');
    const { api } = await openHome({
      [START_ORDER]: (body) =>
        (body as { abandon_existing?: boolean }).abandon_existing
          ? startedFor(body as { customer: unknown })
          : { status: 409, body: { error: conflict, code: STAFF_ORDER_ERROR_CODES.orderInProgress } },
    });
    await userEvent.click(screen.getByRole('radio', { name: /Email/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'Grace@Example.com');
    await userEvent.click(startButton());
    const dialog = await findDialogReady('alertdialog', NEW_ORDER_LABELS.abandonOrder);
    expect(dialog.textContent).toContain(conflict);
    await userEvent.click(within(dialog).getByRole('button', { name: NEW_ORDER_LABELS.abandonOrder }));
    await waitFor(() => expect(api.callsTo(START_ORDER)).toHaveLength(2));
    const [first, second] = api.callsTo(START_ORDER);
    expect(first!.body).not.toHaveProperty('abandon_existing');
    expect(second!.body).toMatchObject({ abandon_existing: true, customer: { type: 'new', by: 'email', email: 'grace@example.com' } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Cancel in the Abandon Order prompt starts nothing more', async () => {
    const { api } = await openHome({ [START_ORDER]: () => ({ status: 409, body: { error: 'In progress', code: STAFF_ORDER_ERROR_CODES.orderInProgress } }) });
    await userEvent.click(screen.getByRole('radio', { name: /Anonymous/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Kim');
    await userEvent.click(startButton());
    const dialog = await findDialogReady('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo(START_ORDER)).toHaveLength(1);
  });
});

describe('finding an existing customer (part 2 §7 user_search_slim, §9 customer search debounce 700 ms)', () => {
  const searchUrls = () =>
    vi
      .mocked(fetch)
      .mock.calls.map(([url]) => new URL(String(url), 'http://test'))
      .filter((url) => url.pathname === `/api${SEARCH}`);

  it('searches once typing pauses for 700 ms, only from 2 characters; a result chosen by keyboard starts the order', async () => {
    const { api } = await openHome({
      [SEARCH]: () => ({ body: { data: [{ id: 7, first: 'Ada', last: 'Lovelace', phone: '3125550199', email: 'ada@example.test' }], rows: 1, total_rows: 1 } }),
      [START_ORDER]: (body) => startedFor(body as { customer: unknown }),
    });
    await userEvent.click(screen.getByRole('tab', { name: NEW_ORDER_LABELS.existingTab }));
    const search = screen.getByRole('searchbox', { name: NEW_ORDER_LABELS.searchLabel });

    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'a' } });
    act(() => void vi.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS * 2));
    expect(screen.getByText(STAFF_ORDER_MESSAGES.searchTooShort)).toBeTruthy();
    fireEvent.change(search, { target: { value: 'ad' } });
    act(() => void vi.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(search, { target: { value: 'ada' } });
    act(() => void vi.advanceTimersByTime(CUSTOMER_SEARCH_DEBOUNCE_MS - 1));
    expect(searchUrls()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await waitFor(() => expect(searchUrls()).toHaveLength(1));
    expect(Object.fromEntries(searchUrls()[0]!.searchParams)).toEqual({ search: 'ada', store_id: '1' });
    const result = await screen.findByRole('radio', { name: /Ada Lovelace/ });
    expect(result.closest('label')?.textContent).toContain('ID 7 · (312) 555-0199 · ada@example.test');

    search.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(result);
    await userEvent.keyboard(' ');
    expect((result as HTMLInputElement).checked).toBe(true);
    await userEvent.click(startButton());
    await waitFor(() => expect(api.callsTo(START_ORDER)).toHaveLength(1));
    expect(api.callsTo(START_ORDER)[0]!.body).toMatchObject({ customer: { type: 'existing', user_id: 7 } });
  });
});
