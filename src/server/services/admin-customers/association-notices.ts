import type { AssociationStatus } from '@/domain/store-association';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { transactionMethod } from '@/server/services/carts/shopper-facts';
import { sendMessage, senderBrandName, type OutboxOptions } from '@/server/services/outbox/outbox';
import { asDatabase, type Db } from '@/server/services/carts/cart-db';
import type { UserRow } from '@/server/services/users/user-rows';

/**
 * The notice of a console decision on a store association, through the outbox in the decision's own
 * transaction (DECISIONS.md "Email and SMS"), by the customer's transactional contact method as the
 * order notices go (email, text, both, or none). The reason is the reviewer's, said to the customer.
 */
export interface AssociationChange {
  store: string;
  usage: UsageType;
  status: AssociationStatus;
  reason: string;
}

/** The reviewer's words as a sentence, so the text after them reads on. */
const asSentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

function sentence({ store, usage, status, reason: words }: AssociationChange): { subject: string; body: string } {
  const membership = `${USAGE_LABEL[usage]} membership at ${store}`;
  const reason = asSentence(words);
  switch (status) {
    case 'confirmed':
      return { subject: `your ${membership} is confirmed`, body: `Your ${membership} is confirmed: you can order there. Note: ${reason}` };
    case 'rejected':
      return { subject: `your ${membership} request was denied`, body: `Your request for a ${membership} was denied: ${reason} Please email us if you have questions.` };
    default:
      return { subject: `your ${membership} is suspended`, body: `Your ${membership} is suspended, so you cannot order there for now: ${reason} Please email us if you have questions.` };
  }
}

export async function notifyAssociationChange(db: Db, customer: UserRow, change: AssociationChange, options: OutboxOptions): Promise<void> {
  const method = transactionMethod(customer);
  if (method === 'none') return;
  const database = asDatabase(db);
  const brand = await senderBrandName(database, customer.orderingAppId);
  const { subject, body } = sentence(change);
  const base = { orderingAppId: customer.orderingAppId, userId: customer.id, subject: `${brand}: ${subject}` };
  if (method.includes('email')) await sendMessage(database, { ...base, channel: 'email', recipient: customer.email, body }, options);
  if (method.includes('text')) await sendMessage(database, { ...base, channel: 'sms', recipient: customer.phone, body: `${brand}: ${body}` }, options);
}
