import { formatCents } from '@/domain/money';
import { sendMessage, senderBrandName, type OutboxOptions } from '@/server/services/outbox/outbox';
import { asDatabase, type Db } from './cart-db';
import type { CartRow } from './cart-records';
import { storeName, storeRow } from './cart-store';
import { transactionMethod, type UserRow } from './shopper-facts';

/**
 * Order notices through the outbox (DECISIONS.md "Email and SMS"), by the shopper's transactional
 * contact method (part 2 §3 opt_preferences): email, text, both, or none at all.
 */
export type OrderNotice = 'placed' | 'cancelled';

function howReceived(order: CartRow): string {
  if (order.orderType === 'delivery') return 'We will deliver it in the window you chose.';
  if (order.checkin) return 'Check in at the store when you arrive and we will get it ready.';
  if (order.curbsidePickup) return 'We will bring it out to your vehicle when you arrive.';
  return 'We will let you know when it is ready for pickup.';
}

function texts(kind: OrderNotice, brand: string, store: string, order: CartRow) {
  const total = formatCents(order.grandTotalCents ?? 0);
  if (kind === 'placed') {
    return {
      subject: `${brand}: your order #${order.id} was received`,
      email: `Thank you for your order #${order.id} at ${store}. Total: ${total}, paid at the store. ${howReceived(order)}`,
      sms: `${brand}: order #${order.id} at ${store} received (${total}). ${howReceived(order)}`,
    };
  }
  return {
    subject: `${brand}: your order #${order.id} was cancelled`,
    email: `Your order #${order.id} at ${store} was cancelled. Please contact our store if you have any questions.`,
    sms: `${brand}: order #${order.id} at ${store} was cancelled.`,
  };
}

export async function sendOrderNotice(db: Db, user: UserRow, order: CartRow, kind: OrderNotice, options: OutboxOptions): Promise<void> {
  const method = transactionMethod(user);
  if (method === 'none') return;
  const database = asDatabase(db);
  const [brand, store] = await Promise.all([senderBrandName(database, order.orderingAppId), storeRow(db, order.storeId)]);
  const text = texts(kind, brand, storeName(store), order);
  const base = { orderingAppId: order.orderingAppId, userId: user.id, subject: text.subject };
  if (method.includes('email')) await sendMessage(database, { ...base, channel: 'email', recipient: user.email, body: text.email }, options);
  if (method.includes('text')) await sendMessage(database, { ...base, channel: 'sms', recipient: user.phone, body: text.sms }, options);
}
