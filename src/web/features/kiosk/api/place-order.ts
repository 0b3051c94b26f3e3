import { API_HEADERS } from '@/api/common';
import { kioskOrderPaths, type PlaceKioskOrderBody, type PlacedKioskOrder } from '@/api/kiosk-orders';
import { ApiRequestError, OFFLINE_MESSAGE } from '@/web/data/api-errors';
import { call } from '@/web/data/call';

/** A place that has not answered by then is treated as a dropped network: the retry reuses its key. */
export const PLACE_ORDER_TIMEOUT_MS = 20_000;

/**
 * Places a walk-in's order at the kiosk's store (POST /kiosk/op/place-order; DECISIONS.md "Modes of the one installable app"). `key` goes
 * as the Idempotency-Key: the same on every attempt of one order, so a double tap or a retry after
 * a timeout places one order. Errors are the screen's to show, never toasts.
 */
export async function postKioskOrder(kioskToken: string, body: PlaceKioskOrderBody, key: string): Promise<PlacedKioskOrder> {
  const operation = kioskOrderPaths.kioskPlaceOrder;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, PLACE_ORDER_TIMEOUT_MS);
  try {
    const answer = await call(
      operation,
      { body },
      { headers: { [API_HEADERS.kioskToken]: kioskToken, [API_HEADERS.idempotencyKey]: key }, signal: controller.signal, hideErrorToast: true },
    );
    return answer.order;
  } catch (error) {
    // Unanswered is not cancelled: the order may have been placed, so it counts as a network failure.
    if (timedOut) throw new ApiRequestError(OFFLINE_MESSAGE, 'network', undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
