import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { choose } from '@/web/testing/jsdom-layout';
import { ContactScreen } from './contact-screen';
import { ORDERS_OFFLINE } from './components/order-fields';
import { DETAILS_OFFLINE } from './components/sender-fields';
import { renderContact, toastMessages, USER } from './test-fixtures';

/** The contact form per inquiry type (part 2 §2 /contact, §5 "Contact and support forms", §6, §8). */

const CONTACT = '/p/apotheca_contact';
const SLIM = '/carts/op/carts-slim';
const sent = (id = 41, email = 'sam@example.test') => () => ({ body: { success: true, mc_response: { id, email_address: email } } });
const order = (id: number, items: [number, string][]) => ({
  id,
  store_id: 1,
  store_name: 'Springfield Dispensary',
  status: 'finished',
  quantity: items.length,
  submitted_on: '2026-03-03T15:00:00.000Z',
  items: items.map(([inventory_id, name]) => ({ inventory_id, name, category: 'flower', sub_category: 'Whole Flower' })),
});
const typeInto = async (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('a visitor', () => {
  test('sends a general inquiry with a name, email, usage type and store, then sees the confirmation', async () => {
    const api = fakeApi({ [CONTACT]: sent() });
    await renderContact(<ContactScreen />);
    await choose('What can we help you with?', 'General Inquiry');
    await typeInto('Name', 'Sam Visitor');
    await typeInto('Email Address', 'sam@example.test');
    await typeInto('Message', 'Do you have parking?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Thanks for contacting us!' })).toBeTruthy();
    expect(api.callsTo(CONTACT)[0]!.body).toEqual({ section: 'general', name: 'Sam Visitor', email: 'sam@example.test', message: 'Do you have parking?', customer_type: 'recreational', store_id: 1 });
    expect(screen.getByText('#41')).toBeTruthy();
    expect(screen.getByText(/in 24-48 hours/)).toBeTruthy();
    expect(toastMessages()).toEqual(['success: Your request has been sent.']);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  test('is told what is missing, field by field, and nothing is sent', async () => {
    const api = fakeApi({});
    await renderContact(<ContactScreen section="website-issues" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter a message.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(api.calls).toHaveLength(0);
    await typeInto('Name', 'Sam');
    expect(screen.queryByText('Enter your name.')).toBeNull();
  });

  test.each([
    ['autofilled or pasted', async () => typeInto('Phone (optional)', '+1 845 555 0142')],
    ['typed key by key', async () => userEvent.type(screen.getByLabelText('Phone (optional)'), '+1 845 555 0142')],
  ])('a phone %s with +1 is shown (845) 555-0142 and sent as its 10 digits', async (_how, enter) => {
    const api = fakeApi({ [CONTACT]: sent() });
    await renderContact(<ContactScreen />);
    await choose('What can we help you with?', 'General Inquiry');
    await typeInto('Name', 'Sam Visitor');
    await typeInto('Email Address', 'sam@example.test');
    await enter();
    expect((screen.getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe('(845) 555-0142');
    await typeInto('Message', 'Do you have parking?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thanks for contacting us!' });
    expect(api.callsTo(CONTACT)[0]!.body).toMatchObject({ phone: '8455550142' });
  });

  test("another country's phone stays as typed and is refused under the field before anything is sent", async () => {
    const api = fakeApi({});
    await renderContact(<ContactScreen section="website-issues" />);
    await typeInto('Name', 'Sam Visitor');
    await typeInto('Email Address', 'sam@example.test');
    await typeInto('Phone (optional)', '+44 20 7946 0958');
    await typeInto('Message', 'The menu will not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect((screen.getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe('+44 20 7946 0958');
    expect(api.calls).toHaveLength(0);
  });

  test('sees verification among the types, and a login link instead of the form for returns (part 2 §6)', async () => {
    fakeApi({});
    await renderContact(<ContactScreen section="returns" />);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toContain('/login?from=');
    await userEvent.click(screen.getByRole('combobox', { name: 'What can we help you with?' }));
    expect(screen.getAllByRole('option', { name: 'Account Verification' })).toHaveLength(1);
  });

  test('choosing a press inquiry goes to the news page', async () => {
    fakeApi({});
    const view = await renderContact(<ContactScreen />);
    await choose('What can we help you with?', 'Press Inquiry');
    await waitFor(() => expect(view.location()).toBe('/news'));
  });
});

describe('a signed-in shopper', () => {
  test('sees their own details read-only with a log out link, no verification type, and asks about an order', async () => {
    const api = fakeApi({ [SLIM]: () => ({ body: { data: [order(31, [[501, 'Blue Dream 3.5g']])], rows: 1, total_rows: 1 } }), [CONTACT]: sent(42, USER.email) });
    await renderContact(<ContactScreen section="general" />, { user: USER });
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Dana Reyes')).toBeTruthy();
    expect(within(details).getByText('dana@example.test')).toBeTruthy();
    expect(within(details).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'What can we help you with?' }));
    expect(screen.queryByRole('option', { name: 'Account Verification' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await choose('Order (optional)', 'Order #31 · Mar 3, 2026 · Springfield Dispensary');
    expect(screen.queryByRole('combobox', { name: 'Store' })).toBeNull();
    expect(api.callsTo(SLIM)[0]!.body).toEqual({ statuses: ['requested', 'awaiting_checkin', 'submitted', 'fulfilled', 'picked_up', 'finished'] });
    await typeInto('Message', 'Where is it?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thanks for contacting us!' });
    expect(api.callsTo(CONTACT)[0]!.body).toEqual({ section: 'general', message: 'Where is it?', customer_type: 'recreational', order_id: 31 });
  });

  test('returns: finished orders only, a product of the chosen order (cleared when the order changes), and an image', async () => {
    const orders = [order(31, [[501, 'Blue Dream 3.5g'], [502, 'Citrus Gummies']]), order(32, [[503, 'Vape Pen']])];
    const api = fakeApi({
      [SLIM]: () => ({ body: { data: orders, rows: 2, total_rows: 2 } }),
      '/uploads': () => ({ status: 201, body: { link: '/api/uploads/abc', key: 'abc', name: 'jar.jpg', size: 2048, type: 'image/jpeg' } }),
      [CONTACT]: sent(43, USER.email),
    });
    await renderContact(<ContactScreen section="returns" />, { user: USER });
    await choose('Order', 'Order #31 · Mar 3, 2026 · Springfield Dispensary');
    expect(api.callsTo(SLIM)[0]!.body).toEqual({ statuses: ['finished'] });
    await choose('Product', 'Citrus Gummies');
    await typeInto('Message', 'It does not work.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('Choose a product.')).toBeNull();
    expect(screen.getByText('Add at least one image.')).toBeTruthy();
    await choose('Order', 'Order #32 · Mar 3, 2026 · Springfield Dispensary');
    expect(screen.getByText('Choose a product.')).toBeTruthy();
    await choose('Product', 'Vape Pen');

    await userEvent.upload(screen.getByLabelText('Choose a photo or video'), new File(['x'.repeat(2048)], 'jar.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('button', { name: 'Remove jar.jpg' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thanks for contacting us!' });
    expect(api.callsTo(CONTACT)[0]!.body).toMatchObject({ section: 'returns', order_id: 32, product_id: 503, images: ['/api/uploads/abc'] });
  });

  test('a loyalty inquiry asks what it is about and promises a reply in up to 3 business days', async () => {
    fakeApi({ [SLIM]: () => ({ body: { data: [], rows: 0, total_rows: 0 } }), [CONTACT]: sent(44, USER.email) });
    await renderContact(<ContactScreen section="loyalty-and-rewards-inquiries" />, { user: USER });
    await typeInto('Message', 'My points are missing.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose what your question is about.')).toBeTruthy();
    await choose('What is your question about?', 'Rewards Points Discrepancies');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/in up to 3 business days/)).toBeTruthy();
  });
});

describe('a refused send (part 2 §8: error, else field errors joined, else the fallback)', () => {
  test.each([
    [{ status: 400, body: { error: 'Choose a store.', fields: { store_id: ['Choose a store.'] } } }, 'Choose a store.'],
    [{ status: 500, body: 'not json' }, 'Failed to submit contact request.'],
  ])('says why and keeps what was typed', async (answer, expected) => {
    fakeApi({ [CONTACT]: () => answer });
    await renderContact(<ContactScreen section="inventory" />);
    await typeInto('Name', 'Sam');
    await typeInto('Email Address', 'sam@example.test');
    await typeInto('Message', 'Is Blue Dream in stock?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(expected);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Is Blue Dream in stock?');
    expect(screen.queryByRole('heading', { name: 'Thanks for contacting us!' })).toBeNull();
  });
});

describe('offline (README: What the device keeps: screens that need the network say so and keep what the user typed)', () => {
  test('a send with no network fails at once, says so, and keeps what was typed', async () => {
    fakeApi({ [CONTACT]: () => NO_NETWORK });
    await renderContact(<ContactScreen section="inventory" />);
    await typeInto('Name', 'Sam');
    await typeInto('Email Address', 'sam@example.test');
    await typeInto('Message', 'Is Blue Dream in stock?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You appear to be offline.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sam');
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('sam@example.test');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Is Blue Dream in stock?');
    // The form can be sent again (the busy state ends with the failure).
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false));
  });

  test('with nothing kept, the order picker and the sender details say they need a connection instead of loading forever', async () => {
    fakeApi({ [SLIM]: () => NO_NETWORK, '/users/op/get-me': () => NO_NETWORK });
    await renderContact(<ContactScreen section="general" />, { user: USER, userKept: false });
    expect(await screen.findByText(ORDERS_OFFLINE)).toBeTruthy();
    expect(await screen.findByText(DETAILS_OFFLINE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
