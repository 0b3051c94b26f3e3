import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@/api/common';
import { KIOSK_MESSAGES } from '@/api/kiosk';
import { offlineDb } from '@/web/data/offline-db';
import { kioskScope, outboxState } from '@/web/data/outbox/scope-state';
import { renderWithRouter } from '@/web/testing/render';
import { sendWaitingCheckIns } from '../api/send-check-in';
import { forgetKioskPin, keepKioskPin, kioskPinState } from '../kiosk-pin';
import { stubKioskApi, type Reply, type SentRequest } from '../test-api';
import { checkedIn, makeKioskPin } from '../test-fixtures';
import { RESULT_SECONDS } from './use-result-screen';
import { KIOSK_AGE_TEXT } from './kiosk-age-question';
import { KioskScreen } from './kiosk-screen';

const pin = makeKioskPin();
const kioskQueue = outboxState(kioskScope(pin.kiosk.id));
const settings = { queue_refresh_seconds: 60, kiosk_idle_seconds: 90, kiosk_reset_countdown_seconds: 15 };
let checkInReply: (request: SentRequest) => Reply;
let api: ReturnType<typeof stubKioskApi>;

function serve(request: SentRequest): Reply {
  if (request.path === '/kiosk/op/me') return { body: pin.kiosk };
  if (request.path === '/p/terminal-settings') return { body: settings };
  if (request.path === '/kiosk/op/check-in') return checkInReply(request);
  return { status: 500, body: { error: `unexpected ${request.path}` } };
}

async function startCheckIn() {
  await renderWithRouter(<KioskScreen />, { path: '/kiosk' });
  await userEvent.click(await screen.findByText(KIOSK_AGE_TEXT.confirm));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByLabelText<HTMLInputElement>('Phone number');
}

beforeEach(() => {
  keepKioskPin(pin);
  checkInReply = () => ({ body: checkedIn });
  api = stubKioskApi(serve);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  onlineManager.setOnline(true);
  await offlineDb().outbox.clear();
  Object.assign(kioskQueue, { writes: [], sending: false });
  forgetKioskPin();
});

describe('kiosk check-in (DECISIONS.md "Modes of the one installable app")', () => {
  it('asks the age question first, every session, without the site age cookie', async () => {
    await renderWithRouter(<KioskScreen />, { path: '/kiosk' });
    expect(await screen.findByRole('heading', { name: KIOSK_AGE_TEXT.title })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('kiosk-store-name').textContent).toBe(pin.kiosk.store_name);
    await userEvent.click(screen.getByText(KIOSK_AGE_TEXT.confirm));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();
    expect(document.cookie).not.toContain('apotheca_age_confirmed');
  });

  it('by phone: posts the 10 digits with the kiosk token and a fresh Idempotency-Key, then shows who is checked in', async () => {
    const phone = await startCheckIn();
    await userEvent.type(phone, '8455550142');
    expect(phone.value).toBe('(845) 555-0142');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));

    const checkedInBox = await screen.findByTestId('kiosk-checked-in');
    expect(checkedInBox.textContent).toContain(KIOSK_MESSAGES.checkedIn);
    expect(checkedInBox.textContent).toContain('Ada · Order #4821');
    const [request] = api.checkIns();
    expect(request?.body).toEqual({ phone: '8455550142' });
    expect(request?.headers.get('x-kiosk-token')).toBe(pin.kiosk_token);
    expect(request?.headers.get('idempotency-key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it.each([
    ['pasted', async (phone: HTMLInputElement) => fireEvent.change(phone, { target: { value: '+1 (845) 555-0142' } })],
    ['typed key by key', async (phone: HTMLInputElement) => userEvent.type(phone, '+1 845 555 0142')],
  ])('a phone %s with +1 checks in the same 10 digits', async (_how, enter) => {
    const phone = await startCheckIn();
    await enter(phone);
    expect(phone.value).toBe('(845) 555-0142');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    await screen.findByTestId('kiosk-checked-in');
    expect(api.checkIns().map((request) => request.body)).toEqual([{ phone: '8455550142' }]);
  });

  it('on the number pad a complete phone takes no more digits, and delete takes the last one', async () => {
    const phone = await startCheckIn();
    for (const digit of '84555501429') await userEvent.click(screen.getByRole('button', { name: digit }));
    expect(phone.value).toBe('(845) 555-0142');
    await userEvent.click(screen.getByRole('button', { name: /delete/i }));
    expect(phone.value).toBe('(845) 555-014');
  });

  it('by order number on the number pad', async () => {
    await startCheckIn();
    await userEvent.click(screen.getByRole('tab', { name: 'Order Number' }));
    for (const digit of ['4', '8', '2', '1']) await userEvent.click(screen.getByRole('button', { name: digit }));
    expect(screen.getByLabelText<HTMLInputElement>('Order number').value).toBe('4821');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    await screen.findByTestId('kiosk-checked-in');
    expect(api.checkIns().map((request) => request.body)).toEqual([{ order_id: 4821 }]);
  });

  it('a short phone number is refused by the field, and nothing is sent', async () => {
    const phone = await startCheckIn();
    await userEvent.type(phone, '845555');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    expect((await screen.findByTestId('kiosk-field-error')).textContent).toBe('Enter a 10-digit phone number.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(api.checkIns()).toEqual([]);
  });

  it("another country's number stays as typed and is refused by the field, and nothing is sent", async () => {
    const phone = await startCheckIn();
    fireEvent.change(phone, { target: { value: '+44 20 7946 0958' } });
    expect(phone.value).toBe('+44 20 7946 0958');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    expect((await screen.findByTestId('kiosk-field-error')).textContent).toBe(KIOSK_MESSAGES.checkInPhone);
    expect(api.checkIns()).toEqual([]);
  });

  it('no order found: says so and keeps what was typed', async () => {
    checkInReply = () => ({ status: 404, body: { error: KIOSK_MESSAGES.checkInNotFound } });
    const phone = await startCheckIn();
    await userEvent.type(phone, '8455550142');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    expect((await screen.findByTestId('kiosk-check-in-error')).textContent).toBe(KIOSK_MESSAGES.checkInNotFound);
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('(845) 555-0142');
  });

  it('a kiosk the server no longer knows (401) forgets its pin and says it is not set up', async () => {
    api = stubKioskApi((request) => (request.path === '/kiosk/op/me' ? { status: 401, body: { error: 'Unauthorized' } } : serve(request)));
    await renderWithRouter(<KioskScreen />, { path: '/kiosk' });
    expect((await screen.findByTestId('kiosk-not-pinned')).textContent).toContain(KIOSK_MESSAGES.notPinned);
    expect(kioskPinState.pin).toBeUndefined();
    expect(localStorage.getItem('apotheca_kiosk_pin')).toBeNull();
  });

  it('offline, the pin stays and the kiosk works', async () => {
    api = stubKioskApi((request) => (request.path === '/kiosk/op/me' ? 'network-down' : serve(request)));
    await startCheckIn();
    expect(kioskPinState.pin).toBeDefined();
  });
});

describe('kiosk check-in without a network (DECISIONS.md "Modes of the one installable app": queued, sent exactly once when the network returns)', () => {
  it('offline: kept, the kiosk says it is waiting, and back online it is sent once with its key', async () => {
    const phone = await startCheckIn();
    onlineManager.setOnline(false);
    await userEvent.type(phone, '8455550142');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));

    const waiting = await screen.findByTestId('kiosk-waiting');
    expect(waiting.textContent).toContain(KIOSK_MESSAGES.waitingForConnection);
    expect(screen.getByTestId('kiosk-waiting-count').textContent).toBe('1 check-in waiting to be sent');
    expect(await screen.findByTestId('kiosk-check-in-saved')).toBeTruthy();
    expect(api.checkIns()).toEqual([]);
    const [kept] = await offlineDb().outbox.toArray();
    expect(kept?.scope).toBe(`kiosk:${pin.kiosk.id}`);

    onlineManager.setOnline(true);
    await waitFor(() => expect(screen.queryByTestId('kiosk-waiting')).toBeNull());
    // Still on screen: the saved check-in turns into its answer.
    expect((await screen.findByTestId('kiosk-checked-in')).textContent).toContain('Ada · Order #4821');
    await sendWaitingCheckIns();
    expect(api.checkIns().map((request) => [request.body, request.headers.get('idempotency-key')])).toEqual([[{ phone: '8455550142' }, kept?.key]]);
  });

  it('a request the network dropped is kept and replayed with the key it was first sent with', async () => {
    let networkUp = false;
    checkInReply = () => (networkUp ? { body: checkedIn } : 'network-down');
    const phone = await startCheckIn();
    await userEvent.type(phone, '8455550142');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    await screen.findByTestId('kiosk-waiting');
    const attempts = () => api.attempts.filter((request) => request.path === '/kiosk/op/check-in');
    // The queue tried once more at once, still without a network, and keeps waiting.
    await waitFor(() => expect(attempts()).toHaveLength(2));
    await waitFor(() => expect(kioskQueue.sending).toBe(false));
    const firstKey = attempts()[0]?.headers.get('idempotency-key');
    expect(attempts()[1]?.headers.get('idempotency-key')).toBe(firstKey);

    networkUp = true;
    await sendWaitingCheckIns();
    expect(api.checkIns().map((request) => request.headers.get('idempotency-key'))).toEqual([firstKey]);
    await waitFor(() => expect(screen.queryByTestId('kiosk-waiting')).toBeNull());
  });

  it('a kept check-in survives a reload and is sent when the network returns', async () => {
    const phone = await startCheckIn();
    onlineManager.setOnline(false);
    await userEvent.type(phone, '8455550142');
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    await screen.findByTestId('kiosk-waiting');

    // "Reload": a new page with nothing in memory but what the device kept.
    cleanup();
    kioskQueue.writes = [];
    await renderWithRouter(<KioskScreen />, { path: '/kiosk' });
    expect((await screen.findByTestId('kiosk-waiting-count')).textContent).toBe('1 check-in waiting to be sent');
    expect(screen.getByRole('heading', { name: KIOSK_AGE_TEXT.title })).toBeTruthy();

    onlineManager.setOnline(true);
    await waitFor(() => expect(screen.queryByTestId('kiosk-waiting')).toBeNull());
    expect(api.checkIns()).toHaveLength(1);
  });

  it('a kept check-in outlasts the session: a few seconds after its result the kiosk starts over and still shows it waiting', async () => {
    const phone = await startCheckIn();
    onlineManager.setOnline(false);
    await userEvent.type(phone, '8455550142');
    // Only timeouts are faked: the device's database keeps working as it does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Check In' }));
    for (let step = 0; step < 100 && !screen.queryByTestId('kiosk-check-in-saved'); step++) await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.getByTestId('kiosk-check-in-saved')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(RESULT_SECONDS * 1000));
    expect(screen.getByRole('heading', { name: KIOSK_AGE_TEXT.title })).toBeTruthy();
    expect(screen.getByTestId('kiosk-waiting-count').textContent).toBe('1 check-in waiting to be sent');
  });
});

describe('kiosk idle reset (DECISIONS.md "Modes of the one installable app": "after about 90 s idle a countdown then a reset clears the session")', () => {
  async function typedAndIdle() {
    await renderWithRouter(<KioskScreen />, { path: '/kiosk' });
    await screen.findByText(KIOSK_AGE_TEXT.confirm);
    await waitFor(() => expect(api.sent.some((request) => request.path === '/p/terminal-settings')).toBe(true));
    vi.useFakeTimers();
    fireEvent.click(screen.getByText(KIOSK_AGE_TEXT.confirm));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '845555' } });
    await act(() => vi.advanceTimersByTimeAsync(89_000));
    expect(screen.queryByText('Are you still there?')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
  }

  it('after the idle time a countdown asks, and at zero the kiosk starts over with nothing typed kept', async () => {
    await typedAndIdle();
    expect(screen.getByRole('alertdialog').textContent).toContain('Are you still there?');
    expect(screen.getByTestId('kiosk-idle-countdown').textContent).toBe('Starting over in 15 seconds.');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByTestId('kiosk-idle-countdown').textContent).toBe('Starting over in 10 seconds.');

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: KIOSK_AGE_TEXT.title })).toBeTruthy();
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    // The age answer went with the session: the next customer is asked again.
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("'I'm still here' keeps the session and what was typed", async () => {
    await typedAndIdle();
    fireEvent.click(screen.getByRole('button', { name: "I'm still here" }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('(845) 555');
  });
});
