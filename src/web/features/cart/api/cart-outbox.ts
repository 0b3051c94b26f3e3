import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { proxy, subscribe } from 'valtio';
import type { Cart } from '@/api/cart';
import { API_HEADERS, IDEMPOTENCY_MESSAGES } from '@/api/common';
import { ApiRequestError, isNetworkFailure } from '@/web/data/api-client';
import { drainOutbox, enqueueWrite, loadOutbox, outboxState, type QueuedWrite, type SendOutcome } from '@/web/data/outbox';
import { newRequestKey } from '@/web/data/request-key';
import { sessionState } from '@/web/state/session';
import { showToast } from '@/web/state/toasts';
import { forgetAttemptKey } from '../cart-screen/model/idempotency-key';
import { postCartWrite, storeCart, type CartWriteOptions, type QueueableCartWrite } from './cart-writes';
import { cartKeys } from './cart-keys';


export const OFFLINE_CART_MESSAGES = {
  changeQueued: "You're offline. We'll send this change as soon as you're back online.",
  addQueued: "You're offline. We'll add it to your cart as soon as you're back online.",
  orderHeld: 'Waiting for connection',
  orderHeldDetail: "You're offline. Your order will be sent once, as soon as you're back online. Keep this page open or come back later.",
  orderPlaced: 'You are back online and your order was placed.',
  refusedPrefix: 'A change you made offline was not accepted',
} as const;

/** The write was kept on the device to be sent when the network returns (not a failure). */
export class QueuedOfflineError extends Error {
  constructor(write: QueueableCartWrite) {
    super(write === 'addItem' ? OFFLINE_CART_MESSAGES.addQueued : OFFLINE_CART_MESSAGES.changeQueued);
    this.name = 'QueuedOfflineError';
  }
}

/** An order held offline and placed on reconnect: the cart screen opens it if the shopper is there. */
export const heldOrderState = proxy<{ placedOrderId: number | undefined; refusal: ApiRequestError | undefined }>({
  placedOrderId: undefined,
  refusal: undefined,
});

const keyHeader = (key: string) => ({ [API_HEADERS.idempotencyKey]: key });

/**
 * Sends a cart write now, or keeps it for later: with no network, while earlier writes still wait
 * (they must go first), or when the request could not reach the server (it may have, so the same
 * key goes with the replay). A kept write rejects with QueuedOfflineError.
 */
export async function sendOrQueueCartWrite(name: QueueableCartWrite, body: object, userId: number, { key = newRequestKey(), ...options }: CartWriteOptions & { key?: string } = {}): Promise<Cart> {
  const queue = async () => {
    await enqueueWrite({ userId, name, body, key });
    void sendWaitingWrites();
    return Promise.reject(new QueuedOfflineError(name));
  };
  if (!onlineManager.isOnline() || outboxState.writes.length > 0) return queue();
  try {
    return await postCartWrite(name, body, { ...options, hideErrorToast: true, headers: keyHeader(key) });
  } catch (error) {
    if (isNetworkFailure(error)) return queue();
    const quiet = options.hideErrorToast || (error instanceof ApiRequestError && (error.kind === 'cancelled' || error.kind === 'unauthorized'));
    if (!quiet && error instanceof Error) showToast('error', error.message);
    throw error;
  }
}

/** Whether a failed replay should be tried again later (the server was not reached or not ready). */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.kind === 'network' || error.kind === 'unauthorized') return true;
  const status = error.status ?? 0;
  return status >= 500 || status === 408 || status === 429 || (status === 409 && error.message === IDEMPOTENCY_MESSAGES.inProgress);
}

async function replay(queryClient: QueryClient, userId: number, write: QueuedWrite): Promise<SendOutcome> {
  const name = write.name as QueueableCartWrite;
  try {
    const cart = await postCartWrite(name, write.body, { hideErrorToast: true, headers: keyHeader(write.key) });
    storeCart(queryClient, userId, cart);
    if (name === 'submitCart') {
      forgetAttemptKey(cart.id);
      heldOrderState.placedOrderId = cart.id;
      showToast('success', OFFLINE_CART_MESSAGES.orderPlaced, { persistent: true });
    }
    return 'done';
  } catch (error) {
    if (worthRetrying(error)) return 'unreachable';
    // The server decided (sold out, a limit, a moved price): say so and show the cart as it is now.
    const message = error instanceof Error ? error.message : '';
    showToast('error', `${OFFLINE_CART_MESSAGES.refusedPrefix}: ${message}`, { persistent: true });
    if (name === 'submitCart') {
      forgetAttemptKey((write.body as { cart_id: number }).cart_id);
      if (error instanceof ApiRequestError) heldOrderState.refusal = error;
    }
    void queryClient.invalidateQueries({ queryKey: cartKeys.open(userId) });
    return 'done';
  }
}

let client: QueryClient | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** A server that answered 5xx is asked again after this (doubling, at most RETRY_MAX_MS). */
const RETRY_BASE_MS = 15_000;
const RETRY_MAX_MS = 5 * 60_000;

/** Sends the signed-in shopper's waiting writes now if there is a network (safe to call any time). */
export async function sendWaitingWrites(): Promise<void> {
  const userId = sessionState.userId;
  if (!client) return;
  if (userId === undefined) {
    outboxState.writes = [];
    return;
  }
  const writes = await loadOutbox(userId);
  if (writes.length === 0 || !onlineManager.isOnline()) return;
  const queryClient = client;
  const waiting = await drainOutbox(userId, (write) => replay(queryClient, userId, write));
  clearTimeout(retryTimer);
  if (waiting && onlineManager.isOnline()) {
    const attempts = outboxState.writes[0]?.attempts ?? 1;
    retryTimer = setTimeout(() => void sendWaitingWrites(), Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS));
  }
}

/**
 * Starts the offline cart queue for this page: loads what waits for the signed-in shopper and sends
 * it now, whenever the network comes back, and after a sign-in. Called once, after the first render.
 */
export function startCartOutbox(queryClient: QueryClient): void {
  if (client) return;
  client = queryClient;
  onlineManager.subscribe((online) => {
    if (online) void sendWaitingWrites();
  });
  let userId = sessionState.userId;
  subscribe(sessionState, () => {
    if (sessionState.userId === userId) return;
    userId = sessionState.userId;
    void sendWaitingWrites();
  });
  void sendWaitingWrites();
}
