import { eq } from 'drizzle-orm';
import { formatCents } from '@/domain/money';
import type { OrderStatus } from '@/domain/order-status';
import type { UsageType } from '@/domain/usage-type';
import { ORDER_STOP_REASON_LABELS, type OrderStopReason } from '@/domain/order-stop-reasons';
import { users } from '@/server/db/schema';
import { sendMessage, senderBrand, type OutboxOptions } from '@/server/services/outbox/outbox';
import { asDatabase, type Db } from './cart-db';
import { lineName, loadLines } from './cart-line-rows';
import type { CartRow } from './cart-records';
import { storeName, storeRow } from './cart-store';
import { renderOrderEmailHtml } from './order-email-html';
import { transactionMethod, type UserRow } from './shopper-facts';

/**
 * Order notices through the outbox (DECISIONS.md "Email and SMS"), by the shopper's transactional
 * contact method (part 2 §3 opt_preferences): email, text, both, or none at all. Placing and
 * cancelling tell the shopper; so does every step of the staff workflow (part 2 §4). Callers pass
 * the transaction that changes the order, so the notice commits with the change or not at all
 * (README "Notices go out through a transactional outbox").
 */
export type OrderNotice = 'placed' | 'checked_in' | 'accepted' | 'ready' | 'out_for_delivery' | 'finished' | 'rejected' | 'cancelled';

interface NoticeText {
  /** The subject without the brand: the HTML email's heading. */
  title: string;
  subject: string;
  email: string;
  sms: string;
}

function howReceived(order: CartRow): string {
  if (order.orderType === 'delivery') return 'We will deliver it in the window you chose.';
  if (order.checkin) return 'Check in at the store when you arrive and we will get it ready.';
  if (order.curbsidePickup) return 'We will bring it out to your vehicle when you arrive.';
  return 'We will let you know when it is ready for pickup.';
}

function whenReady(order: CartRow): string {
  if (order.orderType === 'delivery') return 'is packed and scheduled for delivery in your window';
  if (order.curbsidePickup) return 'is ready: let us know when you are outside and we will bring it to your vehicle';
  return 'is ready for pickup';
}

/** Why staff stopped the order, told to the customer as its label (the staff's note stays with staff). */
export interface NoticeDetails {
  reason?: OrderStopReason | null;
}

const reasonSentence = (details: NoticeDetails) => (details.reason ? ` Reason: ${ORDER_STOP_REASON_LABELS[details.reason]}.` : '');

/** Subject, email and text of one notice; `about` names the order: '#123 at Old Town'. */
function texts(kind: OrderNotice, brand: string, store: string, order: CartRow, details: NoticeDetails): NoticeText {
  const about = `#${order.id} at ${store}`;
  const said = (subject: string, sentence: string): NoticeText => ({
    title: capitalized(subject),
    subject: `${brand}: ${subject}`,
    email: sentence,
    sms: `${brand}: ${sentence}`,
  });
  switch (kind) {
    case 'placed': {
      const total = formatCents(order.grandTotalCents ?? 0);
      return {
        title: 'Thank you for your order!',
        subject: `${brand}: your order #${order.id} was received`,
        email: `Thank you for your order ${about}. Total: ${total}, paid at the store. ${howReceived(order)}`,
        sms: `${brand}: order ${about} received (${total}). ${howReceived(order)}`,
      };
    }
    case 'checked_in':
      return said(`you are checked in for order #${order.id}`, `You are checked in for order ${about}. We are getting it ready now.`);
    case 'accepted':
      return said(`your order #${order.id} was accepted`, `Your order ${about} was accepted. ${howReceived(order)}`);
    case 'ready':
      return said(`your order #${order.id} ${order.orderType === 'delivery' ? 'is scheduled' : 'is ready'}`, `Your order ${about} ${whenReady(order)}.`);
    case 'out_for_delivery':
      return said(`your order #${order.id} is out for delivery`, `Your order ${about} is out for delivery.`);
    case 'finished':
      return said(
        `your order #${order.id} is complete`,
        `Your order ${about} was ${order.orderType === 'delivery' ? 'delivered' : 'picked up'}. Thank you!${pointsEarned(order)}`,
      );
    case 'rejected':
      return said(`your order #${order.id} was rejected`, `Your order ${about} was rejected.${reasonSentence(details)} Please contact our store if you have any questions.`);
    case 'cancelled':
      return {
        title: `Your order #${order.id} was cancelled`,
        subject: `${brand}: your order #${order.id} was cancelled`,
        email: `Your order ${about} was cancelled.${reasonSentence(details)} Please contact our store if you have any questions.`,
        sms: `${brand}: order ${about} was cancelled.${reasonSentence(details)}`,
      };
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const pointsEarned = (order: CartRow) => (order.loyaltyPointsAccrued > 0 ? ` You earned ${order.loyaltyPointsAccrued} points.` : '');

/** The notice a staff status change sends; nothing for a move the customer need not hear of. */
export function statusChangeNotice(from: OrderStatus, to: OrderStatus): OrderNotice | undefined {
  switch (to) {
    case 'submitted':
      if (from === 'awaiting_checkin') return 'checked_in';
      return from === 'requested' ? 'accepted' : undefined;
    case 'fulfilled':
      return 'ready';
    case 'picked_up':
      return 'out_for_delivery';
    case 'finished':
    case 'rejected':
    case 'cancelled':
      return to;
    default:
      return undefined;
  }
}

/** The order page on the brand's storefront (https, or http for a local development host). */
export function orderPageUrl(host: string | undefined, orderId: number): string | undefined {
  if (!host) return undefined;
  const local = host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.');
  try {
    return new URL(`/order/${orderId}`, `${local ? 'http' : 'https'}://${host}`).toString();
  } catch {
    return undefined;
  }
}

export async function sendOrderNotice(db: Db, user: UserRow, order: CartRow, kind: OrderNotice, options: OutboxOptions, details: NoticeDetails = {}): Promise<void> {
  const method = transactionMethod(user);
  if (method === 'none') return;
  const database = asDatabase(db);
  const [brand, store] = await Promise.all([senderBrand(database, order.orderingAppId), storeRow(db, order.storeId)]);
  const text = texts(kind, brand.name, storeName(store), order, details);
  const base = { orderingAppId: order.orderingAppId, userId: user.id, subject: text.subject };
  if (method.includes('email')) {
    // The placing notice lists what was ordered; the later ones point at the order page instead.
    const lines = kind === 'placed' ? await loadLines(db, order.id, order.usageType as UsageType) : [];
    const html = renderOrderEmailHtml({
      brand: { name: brand.name, color: brand.primaryColor },
      title: text.title,
      message: text.email,
      orderNumber: `#${order.id}`,
      store: storeName(store),
      lines: lines.map((line) => ({ name: lineName(line), quantity: line.quantity })),
      total: formatCents(order.grandTotalCents ?? 0),
      orderUrl: orderPageUrl(brand.host, order.id),
    });
    await sendMessage(database, { ...base, channel: 'email', recipient: user.email, body: text.email, html }, options);
  }
  if (method.includes('text')) await sendMessage(database, { ...base, channel: 'sms', recipient: user.phone, body: text.sms }, options);
}

/**
 * Tells the order's own customer, when it has one: anonymous staff orders have no account
 * and so no contact preference, and hear nothing.
 */
export async function notifyOrderCustomer(db: Db, order: CartRow, kind: OrderNotice, options: OutboxOptions, details: NoticeDetails = {}): Promise<void> {
  if (order.userId === null) return;
  const [customer] = await db.select().from(users).where(eq(users.id, order.userId));
  if (customer) await sendOrderNotice(db, customer, order, kind, options, details);
}
