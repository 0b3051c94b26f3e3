import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DELIVERY_OFFLINE_TITLE, useDeliveryCheck } from './use-delivery-check';
import { fakeApi, NO_NETWORK } from '@/web/testing/fake-api';
import { createTestQueryClient } from '@/web/testing/render';

function renderCheck(answer: () => unknown) {
  fakeApi({ '/p/stores': answer as never });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useDeliveryCheck('60657', 'recreational', true), { wrapper });
}

describe('the delivery check with no network (README: What the device keeps)', () => {

  it('waits for the connection: an offline error, titled so, with a retry', async () => {
    const { result } = renderCheck(() => NO_NETWORK);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ status: 'error', offline: true, title: DELIVERY_OFFLINE_TITLE });
  });

  it('any other failure is not called offline', async () => {
    const { result } = renderCheck(() => ({ status: 500, body: { error: 'Down' } }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ status: 'error', offline: false, title: "We couldn't check delivery" });
  });
});
