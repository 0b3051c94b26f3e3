import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DebugStoreSwitches, DebugUser } from '@/api/dev-debug';
import { storeBreakdownQueryOptions } from '@/web/shared/startup/api/get-store-breakdown';
import { fakeApi } from '@/web/testing/fake-api';
import { createTestQueryClient } from '@/web/testing/render';
import { makeStartup, makeStore } from '@/web/testing/store-fixtures';
import { sessionState } from '@/web/state/session';
import { shoppingState } from '@/web/state/shopping';
import { DebugPanelKeys } from './debug-panel-keys';

const store = makeStore({ id: 7 });
const switches: DebugStoreSwitches = {
  store_id: 7, usage_type: 'recreational', temp_closed: null, carts_disabled: false, users_disabled: false,
  add_override: false, pickup: true, curbside: false, delivery: false,
};
const debugUser: DebugUser = { user_id: 41, employee_status: 'none', is_phone_verified: true, loyalty_enrolled: true, available_points: 300 };

async function renderKeys() {
  const api = fakeApi((path, body) => {
    if (path === '/dev/debug/store-switches') return { body: { ...switches, ...(body as object) } };
    if (path === '/dev/debug/points') return { body: { ...debugUser, available_points: debugUser.available_points + (body as { points: number }).points } };
    if (path === '/dev/debug/user') return { body: debugUser };
    return { status: 404, body: { error: 'Not found.' } };
  });
  Object.assign(sessionState, { userId: debugUser.user_id, accessToken: 'test-token' });
  shoppingState.storeSlug = store.store_slug;
  shoppingState.usageType = 'recreational';
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(storeBreakdownQueryOptions(store.store_slug, 'recreational').queryKey, makeStartup({ store }));
  render(
    <QueryClientProvider client={queryClient}>
      <DebugPanelKeys />
    </QueryClientProvider>,
  );
  return { api, queryClient };
}

const type = (keys: string[]) =>
  act(() => {
    for (const key of keys) fireEvent.keyDown(window, { key });
  });

describe('the debug panel (part 1 §4: store switches, user flags and loyalty points; not in production)', () => {
  afterEach(() => {
    Object.assign(sessionState, { userId: undefined, accessToken: undefined });
  });

  it('stays closed until the sequence is typed; the Konami code opens it, typing it again closes it', async () => {
    await renderKeys();
    await type(['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowLeft']);
    expect(screen.queryByRole('dialog')).toBeNull();
    await type(['ArrowRight', 'b', 'a']);
    const panel = await screen.findByRole('dialog', { name: 'Debug panel' });
    expect(await screen.findByRole('switch', { name: 'Pickup' })).toHaveProperty('ariaChecked', 'true');
    expect(panel.textContent).toContain('300 points');
    await type([...'apodebug']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('letters typed into a field never count', async () => {
    await renderKeys();
    const field = document.createElement('input');
    document.body.append(field);
    act(() => {
      for (const key of 'apodebug') fireEvent.keyDown(field, { key });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    field.remove();
  });

  it('a toggle posts the change for the current store and usage type, and the storefront data refetches', async () => {
    const { api, queryClient } = await renderKeys();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await type([...'apodebug']);
    fireEvent.click(await screen.findByRole('switch', { name: 'Carts disabled' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Carts disabled' })).toHaveProperty('ariaChecked', 'true'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { path: '/dev/debug/store-switches', method: 'POST', body: { store_id: 7, usage_type: 'recreational', carts_disabled: true } },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['startup'] });

    fireEvent.click(screen.getByRole('button', { name: 'Add 100 points' }));
    await screen.findByText('400 points');
    expect(api.calls.at(-1)).toMatchObject({ path: '/dev/debug/points', method: 'POST', body: { points: 100 } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['users'] });
  });
});
