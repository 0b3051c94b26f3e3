import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cartPaths } from '@/api/cart-paths';
import { DELIVERY_CHECK_DEBOUNCE_MS } from '@/domain/constants';
import { canSubmitZip } from '@/domain/delivery-zip';
import type { UsageType } from '@/domain/usage-type';
import { call } from '@/web/data/call';
import { deliveryKeys } from '@/web/data/query-keys';

export interface DeliveryCheckInput {
  storeId: number;
  usageType: UsageType;
  cartId: number;
  /** Checked once it has 5 digits. */
  zip: string;
}

/** A value that follows `value` once it has stopped changing for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Whether the store delivers to a zip for the cart's usage type (carts/op/validate-delivery), asked
 * DELIVERY_CHECK_DEBOUNCE_MS after the zip stops changing (part 2 §7, §9). The answer is
 * undefined while the zip is incomplete, still changing or being checked, so an answer for an
 * earlier zip never shows under a new one.
 */
export function useDeliveryCheck({ storeId, usageType, cartId, zip }: DeliveryCheckInput) {
  const settledZip = useSettled(zip, DELIVERY_CHECK_DEBOUNCE_MS);
  const ready = canSubmitZip(settledZip) && settledZip === zip;
  const query = useQuery({
    queryKey: deliveryKeys.validate(storeId, usageType, settledZip),
    queryFn: ({ signal }) =>
      call(
        cartPaths.validateDelivery,
        { body: { store_id: storeId, usage_type: usageType, zip: settledZip, cart_id: cartId } },
        { signal, hideErrorToast: true },
      ),
    enabled: ready,
    staleTime: 60_000,
  });
  return { answer: ready ? query.data : undefined, checking: ready && query.isFetching };
}
