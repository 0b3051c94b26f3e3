import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { ConsoleProvider } from '../frame/console-context';
import { CHICAGO, consoleUser, operatorMe, PHOENIX } from '../test-fixtures';
import { FeedKeysPage } from './feed-keys-page';

const KEY = { id: 4, name: 'Dutchie POS', prefix: 'apf_1a2b', store_ids: [PHOENIX.id], created_at: '2026-11-20T10:00:00.000Z', last_used_at: null, revoked_at: null };

async function renderFeeds(respond: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(respond);
  await renderWithRouter(
    <ConsoleProvider me={operatorMe()}>
      <FeedKeysPage />
    </ConsoleProvider>,
    { path: '/admin/feeds', user: consoleUser() },
  );
  return api;
}

describe('feed keys (README "The feed": created, listed and revoked in the console; only the hash kept)', () => {
  it('a new key for the chosen stores is shown this once, with a way to copy it', async () => {
    const api = await renderFeeds((_path, body) => (body ? { body: { ...KEY, id: 5, name: 'Treez', store_ids: [CHICAGO.id], key: 'apf_secret_value' } } : { body: { data: [], rows: 0, total_rows: 0 } }));
    await screen.findByText('No feed keys yet.');
    const form = screen.getByRole('form', { name: 'New feed key' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Treez');
    await userEvent.click(within(form).getByRole('checkbox', { name: CHICAGO.name }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('apf_secret_value')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the key' })).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({ name: 'Treez', store_ids: [CHICAGO.id] });
  });

  it('revoking asks first, then sends the revoke', async () => {
    const api = await renderFeeds((path) => (path === '/admin/feed-keys' ? { body: { data: [KEY], rows: 1, total_rows: 1 } } : { body: { ...KEY, revoked_at: '2026-11-27T10:00:00.000Z' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Dutchie POS' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findByRole('button', { name: 'Revoke Dutchie POS' });
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/admin/feed-keys/${KEY.id}`]);
  });
});
