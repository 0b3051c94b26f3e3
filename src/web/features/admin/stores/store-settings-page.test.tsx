import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_STORE_MESSAGES, MAX_STORE_IMAGES } from '@/api/admin-stores';
import { UPLOAD_MESSAGES } from '@/api/contact';
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

/** The texts that describe `input` (its error), by aria-describedby. */
const describedBy = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
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
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(city)).toContain('This city is not in Arizona.');
    expect(within(form).getByLabelText('Zip code').getAttribute('aria-invalid')).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect((city as HTMLInputElement).value).toBe('Tucsonn');
  });

  it('a purchase limit the schema refuses is marked on its own cell, not in a message for the table', async () => {
    const api = await renderSettings(() => ({ body: makeStoreSettings() }));
    const form = await screen.findByRole('form', { name: 'Purchase limits' });
    const edibles = within(form).getByLabelText('Edibles, Adult Use');
    await userEvent.type(edibles, '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save purchase limits' }));
    await waitFor(() => expect(edibles.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(edibles)).toContain(ADMIN_STORE_MESSAGES.wholeNumber);
    for (const other of ['Edibles, Medical', 'Flower, Adult Use', 'Flower, Medical']) expect(within(form).getByLabelText(other).getAttribute('aria-invalid'), other).toBeNull();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(patches(api)).toHaveLength(0);
  });

  it("the server's error for a purchase limit row is led back to that row's cell", async () => {
    await renderSettings((_path, body) =>
      body ? { status: 400, body: { error: 'Invalid request.', fields: { 'purchase_limits.1.med_limit': ['Keep it at or under the state limit.'] } } } : { body: makeStoreSettings() },
    );
    const form = await screen.findByRole('form', { name: 'Purchase limits' });
    // Sent in the order of the categories: flower (row 0, kept from the settings), then edibles (row 1).
    await userEvent.type(within(form).getByLabelText('Edibles, Medical'), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Save purchase limits' }));
    const edibles = within(form).getByLabelText('Edibles, Medical');
    await waitFor(() => expect(edibles.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(edibles)).toContain('Keep it at or under the state limit.');
    expect(within(form).getByLabelText('Flower, Medical').getAttribute('aria-invalid')).toBeNull();
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

  it("a gallery image is uploaded as a form for the gallery and shown with its alt text; the profile's unsaved city stays", async () => {
    const link = '/api/images/img-11111111111111111111111111111111';
    let kept = makeStoreSettings();
    const api = await renderSettings((path, body) => {
      if (path === `${SETTINGS_PATH.replace('/settings', '')}/images`) kept = { ...kept, profile: { ...kept.profile, image_urls: [link] } };
      return { status: body ? 201 : 200, body: kept };
    });
    const form = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.type(within(form).getByLabelText('City'), ' Central');
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    await userEvent.upload(within(gallery).getByLabelText('Add image'), new File([new Uint8Array(64)], 'front.webp', { type: 'image/webp' }));
    expect(await within(gallery).findByRole('img', { name: 'Phoenix Camelback, image 1 of 1 (main image)' })).toBeTruthy();
    const upload = api.calls.find((call) => call.method === 'POST')!;
    expect((upload.body as { use: string }).use).toBe('gallery');
    expect((upload.body as { file: File }).file.name).toBe('front.webp');
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('Phoenix Central');
  });

  it('a full gallery says so and offers no upload (the server keeps at most MAX_STORE_IMAGES)', async () => {
    const full = Array.from({ length: MAX_STORE_IMAGES }, (_, index) => `/images/stores/phoenix-${index}.webp`);
    await renderSettings(() => ({ body: makeStoreSettings({ profile: { ...makeStoreSettings().profile, image_urls: full } }) }));
    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    const input = within(gallery).getByLabelText('Add image') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(describedBy(input)).toContain(ADMIN_STORE_MESSAGES.tooManyImages);
  });

  it('a thumbnail of a type the server refuses is refused here with its message; removing the thumbnail saves it as none', async () => {
    const thumbnail = '/images/stores/phoenix.webp';
    const api = await renderSettings((_path, body) => ({ body: makeStoreSettings(body ? {} : { profile: { ...makeStoreSettings().profile, thumbnail_image_url: thumbnail } }) }));
    const section = await screen.findByRole('region', { name: 'Thumbnail' });
    const input = within(section).getByLabelText('Replace thumbnail');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'phone.heic', { type: 'image/heic' }));
    expect(describedBy(input)).toContain(UPLOAD_MESSAGES.typeNotAllowed);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(section).getByRole('button', { name: 'Remove image 1' }));
    expect(await within(section).findByText('No images yet.')).toBeTruthy();
    expect(patches(api)[0]!.body).toEqual({ profile: { thumbnail_image_url: null } });
  });
});
