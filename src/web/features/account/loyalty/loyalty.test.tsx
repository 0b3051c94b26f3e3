import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@/api/user';
import { fakeApi } from '@/web/testing/fake-api';
import { renderSignedIn } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { toastState } from '@/web/state/toasts';
import { makeUser } from '@/web/testing/users';
import { LoyaltyScreen, UNENROLL_ACKNOWLEDGMENT } from './loyalty-screen';

afterEach(() => {
  toastState.toasts = [];
});

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const enrollBox = () => screen.getByRole('checkbox', { name: 'Enroll me in the rewards program' });

function enrollmentApi() {
  return fakeApi({
    '/users/op/loyalty-enrollment': (body) => ({ body: makeUser({ is_loyalty_enrolled: (body as { loyalty: boolean }).loyalty }) }),
    '/users/op/get-me': () => ({ body: makeUser() }),
  });
}

describe('rewards enrollment (part 2 §4 "Loyalty", §5 "Rewards")', () => {
  it('joins once the checkbox differs from the enrollment, then returns to My Account', async () => {
    const api = enrollmentApi();
    const { location } = await renderSignedIn(<LoyaltyScreen />, { path: '/account/loyalty' });
    expect(saveButton().disabled).toBe(true);
    await userEvent.click(enrollBox());
    await userEvent.click(saveButton());
    await waitFor(() => expect(location()).toBe('/account'));
    expect(api.callsTo('/users/op/loyalty-enrollment')[0]!.body).toEqual({ loyalty: true });
    expect(toastState.toasts).toHaveLength(1);
  });

  it('joining with an unverified phone goes to phone verification first', async () => {
    const api = enrollmentApi();
    const { location } = await renderSignedIn(<LoyaltyScreen />, { path: '/account/loyalty', user: makeUser({ is_phone_verified: false }) });
    await userEvent.click(enrollBox());
    await userEvent.click(saveButton());
    await waitFor(() => expect(location()).toBe('/account/verify-phone?next=%2Faccount%2Floyalty'));
    expect(api.calls).toHaveLength(0);
  });

  it("leaving needs 'I understand my points will be lost', then says 'Sorry to see you go'", async () => {
    const api = enrollmentApi();
    await renderSignedIn(<LoyaltyScreen />, { path: '/account/loyalty', user: makeUser({ is_loyalty_enrolled: true }) });
    await userEvent.click(enrollBox());
    expect(saveButton().disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: UNENROLL_ACKNOWLEDGMENT }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('/users/op/loyalty-enrollment')[0]?.body).toEqual({ loyalty: false }));
    await waitFor(() => expect(toastState.toasts.map((toast) => toast.message)).toContain('Sorry to see you go'));
  });

  it('employees cannot join and read why', async () => {
    await renderSignedIn(<LoyaltyScreen />, { path: '/account/loyalty', user: makeUser({ is_employee: true, employee_status: 'confirmed' }) });
    expect((enrollBox() as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(USER_MESSAGES.employeeNotEligible)).toBeTruthy();
  });

  it('not enrolled at a store without rewards on the account: back to My Account', async () => {
    const store = makeStore({ loyalty_admin: { ...makeStore().loyalty_admin, on_account: false } });
    const { location } = await renderSignedIn(<LoyaltyScreen />, { path: '/account/loyalty', store });
    await waitFor(() => expect(location()).toBe('/account'));
  });
});
