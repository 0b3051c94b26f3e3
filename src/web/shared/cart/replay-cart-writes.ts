import type { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import type { Cart } from '@/api/cart';
import type { OutboxEvent } from '@/web/data/outbox/outbox-engine';
import { userScope } from '@/web/data/outbox/scope-state';
import { sessionState } from '@/web/state/session';
import { showToast } from '@/web/state/toasts';
import { forgetAttemptKey } from './idempotency-key';
import { cartKeys } from '@/web/data/query-keys';
import { cartOutbox, OFFLINE_CART_MESSAGES, storeCart } from './cart-write';

const signedInScope = () => (sessionState.userId === undefined ? undefined : userScope(sessionState.userId));
const userOf = (scope: string) => Number(scope.slice('user:'.length));

/**
 * What a replayed cart write means for the shopper, wherever they are: the answer goes into the cache
 * (a held order placed is said once, persistently); a refusal (sold out, a limit, a moved price) is
 * said as the server said it and the cart is read again. Screens that care more (Place Order) listen
 * to the outbox themselves.
 */
function showReplay(queryClient: QueryClient, event: OutboxEvent<Cart>): void {
  const userId = userOf(event.scope);
  const placing = event.write.name === 'submitCart';
  if (event.type === 'sent') {
    storeCart(queryClient, userId, event.value);
    if (!placing) return;
    forgetAttemptKey(event.value.id);
    showToast('success', OFFLINE_CART_MESSAGES.orderPlaced, { persistent: true });
    return;
  }
  showToast('error', `${OFFLINE_CART_MESSAGES.refusedPrefix}: ${event.error.message}`, { persistent: true });
  if (placing) forgetAttemptKey((event.write.body as { cart_id: number }).cart_id);
  void queryClient.invalidateQueries({ queryKey: cartKeys.open(userId) });
}

/** Sends the signed-in shopper's waiting writes now if there is a network (safe to call any time). */
export async function sendWaitingWrites(): Promise<void> {
  const scope = signedInScope();
  if (scope) await cartOutbox.replay(scope);
}

let started = false;

/**
 * Starts the offline cart queue for this page: loads what waits for the signed-in shopper and sends
 * it now, whenever the network comes back, and after a sign-in. Called once, after the first render.
 */
export function startCartOutbox(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  cartOutbox.subscribe((event) => showReplay(queryClient, event));
  cartOutbox.replayWhenOnline(signedInScope);
  let userId = sessionState.userId;
  subscribe(sessionState, () => {
    if (sessionState.userId === userId) return;
    userId = sessionState.userId;
    void sendWaitingWrites();
  });
  void sendWaitingWrites();
}
