import { screen, waitFor, within } from '@testing-library/react';
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

  it('revoking asks first, then sends the revoke, and the list is read again: the key shows as revoked, with no Revoke button', async () => {
    let revokedAt: string | null = null;
    const api = await renderFeeds((path, body) => {
      if (path === '/admin/feed-keys') return { body: { data: [{ ...KEY, revoked_at: revokedAt }], rows: 1, total_rows: 1 } };
      revokedAt = '2026-11-27T10:00:00.000Z';
      return { body: { ...KEY, revoked_at: revokedAt, ...(body as object) } };
    });
    const row = () => screen.getByRole('row', { name: /Dutchie POS/ });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Dutchie POS' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(row()).getAllByRole('cell')[5]!.textContent).toBe('Revoked 2026-11-27'));
    expect(within(row()).queryByRole('button', { name: 'Revoke Dutchie POS' })).toBeNull();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /admin/feed-keys', `DELETE /admin/feed-keys/${KEY.id}`, 'GET /admin/feed-keys']);
  });

  it('a list that cannot load says why and Try Again reads it again', async () => {
    let failing = true;
    await renderFeeds({ '/admin/feed-keys': () => (failing ? { status: 503, body: { error: 'The database is busy.' } } : { body: { data: [KEY], rows: 1, total_rows: 1 } }) });
    await screen.findByText('The feed keys could not be loaded: The database is busy.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('button', { name: 'Revoke Dutchie POS' });
  });
});
