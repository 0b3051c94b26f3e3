import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@/api/admin';
import { fakeApi } from '@/web/testing/fake-api';
import { renderWithRouter } from '@/web/testing/render';
import { makeUser } from '@/web/testing/users';
import { consoleUser, makeConsoleStore, managerMe, operatorMe, PHOENIX } from '../test-fixtures';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { ConsoleFrame } from './console-frame';

const sections = async () => within(await screen.findByRole('navigation', { name: 'Console sections' })).getAllByRole('link').map((link) => link.textContent);

describe('the console frame (README "The operator console": roles decide what the console shows)', () => {
  it('an operator sees every section their permissions allow, the audit log among them', async () => {
    fakeApi({ '/admin/me': () => ({ body: operatorMe() }) });
    await renderWithRouter(<ConsoleFrame />, { path: '/admin', user: consoleUser() });
    expect(await sections()).toContain('Audit log');
    expect(await sections()).toContain('Staff and kiosks');
    expect(screen.getByText(/Avery Operator · Operator/)).toBeTruthy();
  });

  it("a store manager gets no audit log (operators only), and the store picker offers only the manager's stores", async () => {
    fakeApi({ '/admin/me': () => ({ body: managerMe() }) });
    await renderWithRouter(<ConsoleFrame />, { path: '/admin', user: consoleUser() });
    expect(await sections()).not.toContain('Audit log');
    // Staff accounts are the operators' (the page's heading says 'Kiosks'): the link says what is there.
    expect(await sections()).toContain('Kiosks');
    expect(await sections()).not.toContain('Staff and kiosks');
    await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Phoenix Camelback (AZ)', 'Chicago Lakeview (IL)']);
  });

  it('until a store is picked, the pages work on the first store with a menu, not one that sells nothing', async () => {
    sessionStorage.clear();
    const closed = makeConsoleStore({ id: 9, name: 'Brooklyn Williamsburg', store_slug: 'brooklyn-williamsburg-ny', state: 'NY', usage_types: [] });
    fakeApi({ '/admin/me': () => ({ body: operatorMe({ stores: [closed, PHOENIX] }) }) });
    await renderWithRouter(<ConsoleFrame />, { path: '/admin', user: consoleUser() });
    expect((await screen.findByRole('combobox', { name: 'Store' })).textContent).toContain('Phoenix Camelback');
  });

  it("a customer or a budtender sees the server's refusal and a way back, no console", async () => {
    fakeApi({ '/admin/me': () => ({ status: 403, body: { error: ADMIN_MESSAGES.consoleOnly } }) });
    await renderWithRouter(<ConsoleFrame />, { path: '/admin', user: makeUser() });
    expect((await screen.findByRole('alert')).textContent).toContain('Only operators and store managers can use the console.');
    expect(screen.getByRole('link', { name: 'Back to the app' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
  });

  it('a failed read (no network) says the console needs a connection and offers to try again, rather than a refusal', async () => {
    fakeApi({ '/admin/me': () => 'no network' });
    await renderWithRouter(<ConsoleFrame />, { path: '/admin', user: consoleUser() });
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(CONSOLE_OFFLINE);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
