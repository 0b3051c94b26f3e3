import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_STORE_MESSAGES } from '@/api/admin-stores';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { consoleUser, makeStoreSettings, operatorMe, PHOENIX } from '../test-fixtures';
import { StoreSettingsPage } from './store-settings-page';

const SETTINGS_PATH = `/admin/stores/${PHOENIX.id}/settings`;

async function renderSettings(respond: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(respond);
  await renderWithRouter(
    <ConsoleProvider me={operatorMe()}>
      <StoreSettingsPage />
    </ConsoleProvider>,
    { path: '/admin/store', user: consoleUser() },
  );
  return api;
}

const hoursForm = async () => screen.findByRole('form', { name: 'Weekly hours' });
const patches = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'PATCH');

describe('store settings (README "The operator console": validated by the schemas the API serves)', () => {
  it("a new Saturday is sent as the week's seven lines and the section says Saved", async () => {
    const api = await renderSettings((path, body) => ({ body: path === SETTINGS_PATH && body ? makeStoreSettings({ hours: { weekly: (body as { hours: { weekly: string[] } }).hours.weekly, exceptions: [] } }) : makeStoreSettings() }));
    const form = await hoursForm();
    const saturday = within(form).getByLabelText('Saturday');
    await userEvent.clear(saturday);
    await userEvent.type(saturday, '10:00 AM - 3:00 PM');
    await userEvent.click(within(form).getByRole('button', { name: 'Save weekly hours' }));
    expect(await within(form).findByText('Saved')).toBeTruthy();
    expect(patches(api)).toHaveLength(1);
    expect(patches(api)[0]!.body).toEqual({ hours: { weekly: [...makeStoreSettings().hours.weekly.slice(0, 5), '10:00 AM - 3:00 PM', 'Closed'] } });
  });

  it("a line the storefront cannot read is refused beside its day before anything is sent, and what was typed stays", async () => {
    const api = await renderSettings(() => ({ body: makeStoreSettings() }));
    const form = await hoursForm();
    const saturday = within(form).getByLabelText('Saturday');
    await userEvent.clear(saturday);
    await userEvent.type(saturday, 'ten till three');
    await userEvent.click(within(form).getByRole('button', { name: 'Save weekly hours' }));
    expect(await within(form).findByText(ADMIN_STORE_MESSAGES.hoursLine, { selector: '[data-part="error-text"]' })).toBeTruthy();
    expect((saturday as HTMLInputElement).value).toBe('ten till three');
    expect(saturday.getAttribute('aria-invalid')).toBe('true');
    expect(patches(api)).toHaveLength(0);
    expect(within(form).queryByText('Saved')).toBeNull();
  });

  it("the server's field errors show beside their fields, and the form keeps what was typed", async () => {
    await renderSettings((_path, body) =>
      body ? { status: 400, body: { error: 'Invalid request.', fields: { 'profile.city': ['This city is not in Arizona.'] } } } : { body: makeStoreSettings() },
    );
    const form = await screen.findByRole('form', { name: 'Profile' });
    const city = within(form).getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Tucsonn');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('This city is not in Arizona.')).toBeTruthy();
    expect((city as HTMLInputElement).value).toBe('Tucsonn');
  });

  it('an error the server gives for a whole group, or a refusal, shows in the section', async () => {
    await renderSettings((_path, body) => (body ? { status: 403, body: { error: 'You cannot manage this store.' } } : { body: makeStoreSettings() }));
    const form = await screen.findByRole('form', { name: 'Tax' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save tax' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('You cannot manage this store.');
  });

  it('disabling Adult Use carts sends that switch for that usage type only', async () => {
    const api = await renderSettings(() => ({ body: makeStoreSettings() }));
    const form = await screen.findByRole('form', { name: 'Switches' });
    await userEvent.click(within(form).getByRole('switch', { name: 'Adult Use: Carts disabled' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save switches' }));
    await within(form).findByText('Saved');
    const body = patches(api)[0]!.body as { usage: { medical: { carts_disabled: boolean }; recreational: { carts_disabled: boolean } } };
    expect(body.usage.recreational.carts_disabled).toBe(true);
    expect(body.usage.medical.carts_disabled).toBe(false);
  });
});
