import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@/api/common';
import type { Product } from '@/api/inventory';
import { KIOSK_ORDER_MESSAGES } from '@/api/kiosk-orders';
import { makeProduct } from '@/web/shared/add-to-cart/test-fixtures';
import { renderWithRouter } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { forgetKioskPin, keepKioskPin } from '../kiosk-pin';
import { RESULT_SECONDS } from '../screen/use-result-screen';
import { KIOSK_AGE_TEXT } from '../screen/kiosk-age-question';
import { KioskScreen } from '../screen/kiosk-screen';
import { stubKioskApi, type Reply, type SentRequest } from '../test-api';
import { makeKioskPin, makePlacedOrder } from '../test-fixtures';
import { ORDER_TEXT } from './order-text';

const settings = { queue_refresh_seconds: 60, kiosk_idle_seconds: 90, kiosk_reset_countdown_seconds: 15 };
const store = makeStore({ id: 3, state: 'AZ', inventory_breakdown: { categories: [{ category: 'flower', count: 2 }, { category: 'edibles', count: 1 }], tags: [] } });
const blueDream = makeProduct({ id: 501, store_id: 3, ecomm_display_name: 'Blue Dream', brand: 'Verano', strain_type: 'hybrid', price_cents: 4000, quantity: 12 });
const ogKush = makeProduct({ id: 502, store_id: 3, ecomm_display_name: 'OG Kush', brand: 'Cresco', strain_type: 'indica', quantity: 0 });
const gummies = makeProduct({
  id: 601,
  store_id: 3,
  category: 'edibles',
  ecomm_display_name: 'Watermelon Gummies',
  brand: 'Wana',
  strain_type: null,
  price_cents: 2000,
  quantity: 5,
  potency: { unit: 'mg', thc: 100, thca: null, cbd: null, cbda: null, cbn: null, cbg: null, thc_each: null, cbd_each: null },
});
const menus: Record<string, Product[]> = { flower: [blueDream, ogKush], edibles: [gummies] };

let pin = makeKioskPin();
let placeReply: (request: SentRequest) => Reply;
let api: ReturnType<typeof stubKioskApi>;

function serve(request: SentRequest): Reply {
  if (request.path === '/kiosk/op/me') return { body: pin.kiosk };
  if (request.path === '/p/terminal-settings') return { body: settings };
  if (request.path === `/p/stores/${store.id}`) return { body: store };
  if (request.path === '/p/inventory') {
    const data = menus[request.query.get('categories') ?? ''] ?? [];
    return { body: { data, rows: data.length, total_rows: data.length } };
  }
  if (request.path === '/kiosk/op/place-order') return placeReply(request);
  return { status: 500, body: { error: `unexpected ${request.path}` } };
}

const button = (name: string) => screen.getByRole('button', { name });
const tileOf = (name: string) => screen.getByRole('article', { name });
const cartBar = () => screen.getByTestId('kiosk-cart-bar').textContent;
const lineOf = (name: string) => screen.getAllByTestId('kiosk-cart-line').find((line) => line.textContent?.includes(name))!;

/** Past the age question to the menu (Adult Use when the kiosk serves both). */
async function openMenu() {
  await renderWithRouter(<KioskScreen />, { path: '/kiosk' });
  await userEvent.click(await screen.findByText(KIOSK_AGE_TEXT.confirm));
  await userEvent.click(button('Continue'));
  await userEvent.click(await screen.findByRole('button', { name: ORDER_TEXT.start }));
  if (pin.kiosk.usage_types.length > 1) await userEvent.click(await screen.findByRole('button', { name: 'Adult Use' }));
  await screen.findByRole('heading', { level: 1, name: ORDER_TEXT.menuTitle });
  await screen.findByRole('article', { name: 'Blue Dream' });
}

/** Blue Dream ×2 in the cart, on the review step with Ada's name and phone typed. */
async function reviewWithContact() {
  await openMenu();
  await userEvent.click(button('Add Blue Dream'));
  await userEvent.click(button('One more Blue Dream'));
  await userEvent.click(button(ORDER_TEXT.review));
  await userEvent.type(screen.getByLabelText(ORDER_TEXT.firstName), 'Ada');
  await userEvent.type(screen.getByLabelText(ORDER_TEXT.phone), '8455550142');
}

const expectedBody = { usage_type: 'recreational', first: 'Ada', phone: '8455550142', items: [{ inventory_id: 501, quantity: 2 }] };

beforeEach(() => {
  pin = makeKioskPin();
  keepKioskPin(pin);
  placeReply = () => ({ body: { order: makePlacedOrder() } });
  api = stubKioskApi(serve);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  onlineManager.setOnline(true);
  forgetKioskPin();
});

describe('kiosk new order (DECISIONS.md "Modes of the one installable app": build a check-in order under a name and phone)', () => {
  it('browse → add → adjust → review → validation → place with the kiosk token and a key → the order number; Done starts over', async () => {
    await openMenu();
    // The pinned store's Adult Use menu, a category at a time, sellable items only.
    const menuRequest = api.sent.find((request) => request.path === '/p/inventory');
    expect(Object.fromEntries(menuRequest!.query)).toMatchObject({ store_id: '3', usage_type: 'recreational', categories: 'flower', require_sellable_quantity: 'true' });
    expect(button('Flower').getAttribute('aria-pressed')).toBe('true');
    const tile = tileOf('Blue Dream');
    expect(tile.textContent).toContain('Verano');
    expect(tile.textContent).toContain('Hybrid');
    expect(tile.textContent).toContain('THC 21%');
    expect(tile.textContent).toContain('$40.00');
    // Sold out: shown, not addable.
    expect((within(tileOf('OG Kush')).getByRole('button', { name: ORDER_TEXT.soldOut }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add OG Kush' })).toBeNull();
    expect((button(ORDER_TEXT.review) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(button('Add Blue Dream'));
    await userEvent.click(button('One more Blue Dream'));
    await userEvent.click(button('One more Blue Dream'));
    expect(within(tileOf('Blue Dream')).getByTestId('kiosk-line-quantity').textContent).toBe('3');
    await userEvent.click(button('Edibles'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Watermelon Gummies' }));
    expect(cartBar()).toContain('4 items · Subtotal $140.00');

    await userEvent.click(button(ORDER_TEXT.review));
    expect(await screen.findByRole('heading', { level: 1, name: ORDER_TEXT.reviewTitle })).toBeTruthy();
    await userEvent.click(button('One fewer Blue Dream'));
    await userEvent.click(button('Remove Watermelon Gummies'));
    expect(screen.getAllByTestId('kiosk-cart-line')).toHaveLength(1);
    expect(screen.getByTestId('kiosk-subtotal').textContent).toBe('$80.00');
    expect(screen.getByText(ORDER_TEXT.priceNote)).toBeTruthy();

    // Nothing typed: the contract's messages by their fields, focus on the first, nothing sent.
    await userEvent.click(button(ORDER_TEXT.place));
    const first = screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.firstName);
    const phone = screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.phone);
    expect(screen.getAllByTestId('kiosk-order-field-error').map((error) => error.textContent)).toEqual([KIOSK_ORDER_MESSAGES.nameRequired, KIOSK_ORDER_MESSAGES.validPhone]);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(first);
    await userEvent.type(first, 'Ada');
    await userEvent.type(phone, '845555');
    expect(phone.value).toBe('(845) 555');
    await userEvent.click(button(ORDER_TEXT.place));
    expect(screen.getAllByTestId('kiosk-order-field-error').map((error) => error.textContent)).toEqual([KIOSK_ORDER_MESSAGES.validPhone]);
    expect(api.placeAttempts()).toEqual([]);

    await userEvent.type(phone, '0142');
    expect(phone.value).toBe('(845) 555-0142');
    await userEvent.click(button(ORDER_TEXT.place));

    const placed = await screen.findByTestId('kiosk-order-placed');
    expect(within(placed).getByTestId('kiosk-placed-message').textContent).toBe(KIOSK_ORDER_MESSAGES.placed('Ada'));
    expect(within(placed).getByTestId('kiosk-placed-number').textContent).toBe('Order #4821');
    expect(within(placed).getByTestId('kiosk-placed-total').textContent).toBe('Total $132.00');
    const [request] = api.placeAttempts();
    expect(request?.body).toEqual(expectedBody);
    expect(request?.headers.get('x-kiosk-token')).toBe(pin.kiosk_token);
    expect(request?.headers.get('idempotency-key')).toMatch(IDEMPOTENCY_KEY_PATTERN);

    await userEvent.click(button(ORDER_TEXT.done));
    expect(screen.getByRole('heading', { name: KIOSK_AGE_TEXT.title })).toBeTruthy();
  });

  it.each([
    ['pasted', async (phone: HTMLElement) => fireEvent.change(phone, { target: { value: '+1 845 555 0142' } })],
    ['typed key by key', async (phone: HTMLElement) => userEvent.type(phone, '1-845-555-0142')],
  ])('a phone %s with its country code places the order under the same 10 digits', async (_how, enter) => {
    await openMenu();
    await userEvent.click(button('Add Blue Dream'));
    await userEvent.click(button('One more Blue Dream'));
    await userEvent.click(button(ORDER_TEXT.review));
    await userEvent.type(screen.getByLabelText(ORDER_TEXT.firstName), 'Ada');
    const phone = screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.phone);
    await enter(phone);
    expect(phone.value).toBe('(845) 555-0142');
    await userEvent.click(button(ORDER_TEXT.place));
    await screen.findByTestId('kiosk-order-placed');
    expect(api.placeAttempts()[0]?.body).toEqual(expectedBody);
  });

  it("another country's number stays as typed and is refused under the field; nothing is sent", async () => {
    await reviewWithContact();
    const phone = screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.phone);
    fireEvent.change(phone, { target: { value: '+44 20 7946 0958' } });
    expect(phone.value).toBe('+44 20 7946 0958');
    await userEvent.click(button(ORDER_TEXT.place));
    expect(screen.getByTestId('kiosk-order-field-error').textContent).toBe(KIOSK_ORDER_MESSAGES.validPhone);
    expect(api.placeAttempts()).toEqual([]);
  });
  it('a retry after a dropped network reuses the Idempotency-Key; a double tap sends once', async () => {
    let networkUp = false;
    placeReply = () => (networkUp ? { body: { order: makePlacedOrder() } } : 'network-down');
    await reviewWithContact();
    await userEvent.click(button(ORDER_TEXT.place));
    expect((await screen.findByTestId('kiosk-order-problem')).textContent).toBe(KIOSK_ORDER_MESSAGES.offline);

    networkUp = true;
    const place = button(ORDER_TEXT.place);
    fireEvent.click(place);
    fireEvent.click(place);
    await screen.findByTestId('kiosk-order-placed');
    const [dropped, ...sent] = api.placeAttempts();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual(dropped?.body);
    expect(sent[0]?.headers.get('idempotency-key')).toBe(dropped?.headers.get('idempotency-key'));
  });

  it('409 (fewer left): the message by its line and by the button, the cart and what was typed kept; the edited cart is a new attempt with a new key', async () => {
    placeReply = (request) =>
      (request.body as typeof expectedBody).items[0]!.quantity > 1
        ? {
            status: 409,
            // As the server answers: the refused line named (place-kiosk-order.ts onTheLine).
            body: { error: 'Only 1 of Blue Dream left.', code: 'AddToCartBlocked', fields: { reason: ['quantity-unavailable'] }, lines: [{ inventory_id: blueDream.id, name: 'Blue Dream', message: 'Only 1 of Blue Dream left.' }] },
          }
        : { body: { order: makePlacedOrder({ item_count: 1, total: 44 }) } };
    await reviewWithContact();
    await userEvent.click(button(ORDER_TEXT.place));

    expect((await screen.findByTestId('kiosk-order-problem')).textContent).toBe('Only 1 of Blue Dream left.');
    expect(within(lineOf('Blue Dream')).getByTestId('kiosk-line-problem').textContent).toBe('Only 1 of Blue Dream left.');
    expect(within(lineOf('Blue Dream')).getByTestId('kiosk-line-quantity').textContent).toBe('2');
    expect(screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.firstName).value).toBe('Ada');
    expect(screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.phone).value).toBe('(845) 555-0142');

    await userEvent.click(button('One fewer Blue Dream'));
    expect(within(lineOf('Blue Dream')).queryByTestId('kiosk-line-problem')).toBeNull();
    await userEvent.click(button(ORDER_TEXT.place));
    await screen.findByTestId('kiosk-order-placed');
    const [refused, placed] = api.placeAttempts();
    expect(placed?.body).toEqual({ ...expectedBody, items: [{ inventory_id: 501, quantity: 1 }] });
    expect(placed?.headers.get('idempotency-key')).not.toBe(refused?.headers.get('idempotency-key'));
  });

  it("a sold-out line the server names (ApiError.lines) shows by that line; a 400's field error by its field", async () => {
    placeReply = () => ({ status: 409, body: { error: 'Out of Stock', lines: [{ inventory_id: 501, name: 'Blue Dream', message: 'Blue Dream is sold out.' }] } });
    await reviewWithContact();
    await userEvent.click(button(ORDER_TEXT.place));
    expect((await screen.findByTestId('kiosk-line-problem')).textContent).toBe('Blue Dream is sold out.');
    expect(screen.getAllByTestId('kiosk-cart-line')).toHaveLength(1);

    placeReply = () => ({ status: 400, body: { error: KIOSK_ORDER_MESSAGES.validPhone, fields: { phone: [KIOSK_ORDER_MESSAGES.validPhone] } } });
    await userEvent.click(button(ORDER_TEXT.place));
    const phone = screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.phone);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('kiosk-order-field-error').textContent).toBe(KIOSK_ORDER_MESSAGES.validPhone);
    expect(screen.queryByTestId('kiosk-order-problem')).toBeNull();
  });

  it('offline: says so, sends and keeps nothing for later, and the cart and what was typed stay', async () => {
    await reviewWithContact();
    onlineManager.setOnline(false);
    await userEvent.click(button(ORDER_TEXT.place));
    expect((await screen.findByTestId('kiosk-order-problem')).textContent).toBe(KIOSK_ORDER_MESSAGES.offline);
    expect(api.placeAttempts()).toEqual([]);
    expect(within(lineOf('Blue Dream')).getByTestId('kiosk-line-quantity').textContent).toBe('2');
    expect(screen.getByLabelText<HTMLInputElement>(ORDER_TEXT.firstName).value).toBe('Ada');

    onlineManager.setOnline(true);
    await userEvent.click(button(ORDER_TEXT.place));
    await screen.findByTestId('kiosk-order-placed');
    expect(api.placeAttempts()).toHaveLength(1);
  });

  it("the placed order starts the kiosk over by itself after the check-in result's few seconds", async () => {
    await reviewWithContact();
    // Only timeouts are faked: the request and React's scheduling work as they do.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button(ORDER_TEXT.place));
    for (let step = 0; step < 100 && !screen.queryByTestId('kiosk-order-placed'); step++) await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByTestId('kiosk-order-placed')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(RESULT_SECONDS * 1000 - 1000));
    expect(screen.getByTestId('kiosk-order-placed')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('heading', { name: KIOSK_AGE_TEXT.title })).toBeTruthy();
  });
});

describe('kiosk new order and the reset (DECISIONS.md "Modes of the one installable app": "idle reset (about 90 s) clears the session and cart")', () => {
  it('the idle reset empties the kiosk cart and forgets the typed name and phone', async () => {
    await reviewWithContact();
    vi.useFakeTimers();
    // Input restarts the idle wait on the fake clock.
    fireEvent.keyDown(window, { key: 'Shift' });
    await act(() => vi.advanceTimersByTimeAsync(settings.kiosk_idle_seconds * 1000));
    expect(screen.getByRole('alertdialog').textContent).toContain('Are you still there?');
    await act(() => vi.advanceTimersByTimeAsync(settings.kiosk_reset_countdown_seconds * 1000));
    vi.useRealTimers();
    expect(screen.getByRole('heading', { name: KIOSK_AGE_TEXT.title })).toBeTruthy();

    await userEvent.click(screen.getByText(KIOSK_AGE_TEXT.confirm));
    await userEvent.click(button('Continue'));
    await userEvent.click(await screen.findByRole('button', { name: ORDER_TEXT.start }));
    await userEvent.click(await screen.findByRole('button', { name: 'Adult Use' }));
    await screen.findByRole('article', { name: 'Blue Dream' });
    expect(cartBar()).toContain('0 items · Subtotal $0.00');
    expect(screen.getByRole('button', { name: 'Add Blue Dream' })).toBeTruthy();
    expect((button(ORDER_TEXT.review) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a kiosk serving one menu skips the menu question; Start Over on the menu and on the review starts the session over', async () => {
    pin = makeKioskPin({ usage_types: ['medical'] });
    keepKioskPin(pin);
    await openMenu();
    expect(screen.queryByRole('button', { name: 'Adult Use' })).toBeNull();
    expect(screen.getByText('Medical menu')).toBeTruthy();
    expect(api.sent.find((request) => request.path === '/p/inventory')?.query.get('usage_type')).toBe('medical');
    await userEvent.click(button('Add Blue Dream'));
    await userEvent.click(button(ORDER_TEXT.review));
    await userEvent.click(await screen.findByRole('button', { name: ORDER_TEXT.startOver }));
    expect(screen.getByRole('heading', { name: KIOSK_AGE_TEXT.title })).toBeTruthy();
  });
});
