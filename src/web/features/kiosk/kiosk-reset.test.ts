import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { consoleKeys, storeKeys, userKeys } from '@/web/data/query-keys';
import { clearKioskSession } from './kiosk-reset';

describe('a kiosk reset (DECISIONS.md "Modes of the one installable app": a reset clears the session and any typed data)', () => {
  it("drops every person's data in memory, the console's reads included, and keeps the stores", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(consoleKeys.customers(7), { data: [{ id: 1, phone: '8455550100' }] });
    queryClient.setQueryData(userKeys.all, { id: 7 });
    queryClient.setQueryData(storeKeys.all, [{ id: 1 }]);

    clearKioskSession(queryClient);

    expect(queryClient.getQueryData(consoleKeys.customers(7))).toBeUndefined();
    expect(queryClient.getQueryData(userKeys.all)).toBeUndefined();
    expect(queryClient.getQueryData(storeKeys.all)).toEqual([{ id: 1 }]);
  });
});
