import { POINTS_PER_DOLLAR } from '@/domain/constants';
import type { Database } from '@/server/db/client';
import { CODE_TTL_MS } from '@/server/services/auth/verification-codes';
import { sendMessage, senderBrandName, type OutboxOptions, type OutgoingMessage } from '@/server/services/outbox/outbox';
import type { UserRow } from './user-rows';

/**
 * The texts and emails of the users calls, all through the outbox (DECISIONS.md "Email and SMS").
 * Each names the user's brand, so a shopper knows who is writing.
 */
type Recipient = Pick<UserRow, 'id' | 'orderingAppId' | 'email'>;
type UserMessage = Pick<OutgoingMessage, 'channel' | 'recipient' | 'subject' | 'body'>;

/** A message to the user from their brand: `words` writes it with the brand's name. */
async function sendFromBrand(db: Database, user: Recipient, outbox: OutboxOptions, words: (brand: string) => UserMessage) {
  const brand = await senderBrandName(db, user.orderingAppId);
  await sendMessage(db, { orderingAppId: user.orderingAppId, userId: user.id, ...words(brand) }, outbox);
}

/** The phone verification code (valid 10 minutes, part 2 §9), texted to the 10 digits being verified. */
export function textPhoneCode(db: Database, user: Recipient, phone: string, code: string, outbox: OutboxOptions) {
  return sendFromBrand(db, user, outbox, (brand) => ({
    channel: 'sms',
    recipient: phone,
    subject: `${brand} phone verification`,
    body: `${brand}: your phone verification code is ${code}. It expires in ${CODE_TTL_MS / 60_000} minutes.`,
  }));
}

/** Promotional texts need a double opt-in: the shopper confirms by replying Y or YES within 5 minutes (part 2 §9). */
export function textMarketingConfirmation(db: Database, user: Recipient, phone: string, outbox: OutboxOptions) {
  return sendFromBrand(db, user, outbox, (brand) => ({
    channel: 'sms',
    recipient: phone,
    subject: `${brand} promotional texts`,
    body: `${brand}: reply Y or YES within 5 minutes to confirm promotional texts (about 2 per week). Msg & data rates may apply. Reply STOP to opt out.`,
  }));
}

/** The welcome email on joining the rewards program (part 2 §8 "Rewards": a confirmation on joining). */
export function emailLoyaltyWelcome(db: Database, user: Recipient, outbox: OutboxOptions) {
  return sendFromBrand(db, user, outbox, (brand) => ({
    channel: 'email',
    recipient: user.email,
    subject: `Welcome to ${brand} Rewards`,
    body: `You have joined ${brand} Rewards. You earn 1 point for every whole dollar you spend, and every ${POINTS_PER_DOLLAR} points take $1 off a future order.`,
  }));
}
