import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { makeSignedInUser } from '@/web/testing/users';
import { forgetKioskPin, keepKioskPin, kioskPinState } from '../kiosk-pin';
import { stubKioskApi, type SentRequest } from '../test-api';
import { makeKioskPin, makeStaffStore } from '../test-fixtures';
import { KioskSetupScreen } from './kiosk-setup-screen';
import { SETUP_TEXT } from './setup-text';

const STAFF_ID = 5;
const pin = makeKioskPin({ usage_types: ['recreational'] });
const store = makeStaffStore();

function serve(request: SentRequest) {
  if (request.path === '/staff/op/my-stores') return { body: { data: [store], rows: 1, total_rows: 1 } };
  if (request.path === '/kiosk/op/pin') return { body: pin };
  if (request.path === '/kiosk/op/unpin') return { body: { unpinned: true } };
  return { body: {} }; // auth/logout and the rest
}

async function renderSetup({ portalUser }: { portalUser: boolean }) {
  Object.assign(sessionState, { accessToken: 'staff-access', username: 'staff@apotheca.test', userId: STAFF_ID, accessExpiresAt: Date.now() + 900_000, restoring: false });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.me(STAFF_ID), makeSignedInUser({ id: STAFF_ID, is_portal_user: portalUser }));
  return renderWithRouter(<KioskSetupScreen />, { path: '/kiosk/setup', queryClient });
}

let api: ReturnType<typeof stubKioskApi>;
beforeEach(() => {
  api = stubKioskApi(serve);
});
afterEach(() => {
  cleanup();
  forgetKioskPin();
  Object.assign(sessionState, { accessToken: undefined, username: undefined, userId: undefined, accessExpiresAt: undefined });
});

describe('/kiosk/setup (DECISIONS.md "Modes of the one installable app")', () => {
  it("staff pin the device to their store and chosen usage types, are signed out, and the device shows the kiosk", async () => {
    const { router } = await renderSetup({ portalUser: true });
    // The only store is chosen, with all its usage types; the kiosk will serve Adult Use only.
    expect(((await screen.findByRole('radio', { name: /Apotheca Tucson Campbell/ })) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Medical' }));
    await userEvent.click(screen.getByRole('button', { name: SETUP_TEXT.pin }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk'));
    const pinCall = api.sent.find((request) => request.path === '/kiosk/op/pin');
    expect(pinCall?.body).toEqual({ store_id: store.id, usage_types: ['recreational'] });
    expect(pinCall?.headers.get('authorization')).toBe('Bearer staff-access');
    expect(kioskPinState.pin).toEqual(pin);
    expect(JSON.parse(localStorage.getItem('apotheca_kiosk_pin') ?? 'null')).toEqual(pin);
    // No account stays signed in on a kiosk.
    expect(sessionState.accessToken).toBeUndefined();
    expect(sessionState.userId).toBeUndefined();
  });

  it('a kiosk needs at least one usage type', async () => {
    await renderSetup({ portalUser: true });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Medical' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Adult Use' }));
    await userEvent.click(screen.getByRole('button', { name: SETUP_TEXT.pin }));
    expect(await screen.findByText('Choose at least one usage type.')).toBeTruthy();
    expect(api.sent.some((request) => request.path === '/kiosk/op/pin')).toBe(false);
  });

  it('a customer is told only staff can set up a kiosk', async () => {
    await renderSetup({ portalUser: false });
    expect((await screen.findByTestId('kiosk-staff-only')).textContent).toBe(SETUP_TEXT.staffOnly);
    expect(screen.queryByRole('button', { name: SETUP_TEXT.pin })).toBeNull();
  });

  it('on a pinned device, staff see its store and unpin it with both tokens; the device forgets the pin and signs out', async () => {
    keepKioskPin(pin);
    const { router } = await renderSetup({ portalUser: true });
    expect((await screen.findByTestId('kiosk-pinned-store')).textContent).toBe(SETUP_TEXT.pinnedTo(pin.kiosk.store_name));
    await userEvent.click(screen.getByRole('button', { name: SETUP_TEXT.unpin }));

    await waitFor(() => expect(kioskPinState.pin).toBeUndefined());
    const unpinCall = api.sent.find((request) => request.path === '/kiosk/op/unpin');
    expect(unpinCall?.headers.get('authorization')).toBe('Bearer staff-access');
    expect(unpinCall?.headers.get('x-kiosk-token')).toBe(pin.kiosk_token);
    expect(localStorage.getItem('apotheca_kiosk_pin')).toBeNull();
    expect(sessionState.accessToken).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
