import { onlineManager, useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { KIOSK_ORDER_MESSAGES, type PlaceKioskOrderBody, type PlacedKioskOrder } from '@/api/kiosk-orders';
import { isUnpinned } from '../api/kiosk-me';
import { postKioskOrder } from '../api/place-order';
import { forgetKioskPin, type KioskCredentials } from '../kiosk-pin';
import { createAttemptKeys } from './attempt-key';
import { placeRefusal, type PlaceRefusal } from './place-refusal';

const OFFLINE: PlaceRefusal = { message: KIOSK_ORDER_MESSAGES.offline, fields: {}, lines: {}, retryable: true };

const isOffline = () => !onlineManager.isOnline() || (typeof navigator !== 'undefined' && navigator.onLine === false);

/**
 * Place Order at the kiosk (README "A kiosk order is a walk-in's, placed only online"): sends the order
 * with one Idempotency-Key per attempt (attempt-key.ts) and sorts a refusal for the review step. Without
 * a network nothing is sent or kept for later: placing needs the server's price and stock check, so the
 * shopper tries again.
 */
export function usePlaceKioskOrder(pin: KioskCredentials, onRefused: (refusal: PlaceRefusal) => void) {
  const [keys] = useState(createAttemptKeys);
  const [placed, setPlaced] = useState<PlacedKioskOrder | undefined>(undefined);
  // A double tap lands before the busy button re-renders disabled: the second tap finds this set.
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: PlaceKioskOrderBody; key: string }) => postKioskOrder(pin.kiosk_token, body, key),
    // The screen decides what no network means (see above); the call itself must always run.
    networkMode: 'always',
    retry: false,
    onSettled: () => {
      sending.current = false;
    },
  });

  /** Places `body`; a refusal names the lines it is about by their inventory ids. */
  function place(body: PlaceKioskOrderBody) {
    if (sending.current) return;
    if (isOffline()) return onRefused(OFFLINE);
    sending.current = true;
    mutation.mutate(
      { body, key: keys.keyFor(body) },
      {
        onSuccess: (order) => {
          keys.settle();
          setPlaced(order);
        },
        onError: (error) => {
          if (isUnpinned(error)) return forgetKioskPin();
          const refusal = placeRefusal(error, body.items);
          if (!refusal.retryable) keys.settle();
          onRefused(refusal);
        },
      },
    );
  }

  return { place, placing: mutation.isPending, placed };
}
