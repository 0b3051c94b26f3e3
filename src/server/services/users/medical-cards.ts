import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { USER_MESSAGES, type medicalCardInputSchema } from '@/api/user';
import { checkCardNumber, checkExpiration } from '@/domain/medical-card';
import type { Database } from '@/server/db/client';
import { medicalCards } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import type { MedicalCardRow } from './user-rows';

/** users/op/update-med-card after the contract's checks: state upper-cased, date shaped yyyy-MM-dd. */
export type MedicalCardInput = z.output<typeof medicalCardInputSchema>;

/** The number and date as stored, or 400 with each failing field's message (part 2 §5 "Medical card"). */
function checkCard(input: MedicalCardInput, today: string): { number: string; expiresOn: string } {
  const number = checkCardNumber(input.state, input.mmj_card_num);
  const [year, month, day] = input.mmj_card_exp_dt.split('-').map(Number) as [number, number, number];
  const expiration = checkExpiration(year, month, day, today);
  if (number.ok && expiration.ok) return { number: number.number, expiresOn: expiration.date };
  const fields: Record<string, string[]> = {};
  if (!number.ok) fields.mmj_card_num = [number.message];
  if (!expiration.ok) fields.mmj_card_exp_dt = [expiration.message];
  throw badRequest(USER_MESSAGES.medCardError, fields);
}

/**
 * Adds or edits one of the user's cards. With an id the card must be theirs (404 otherwise, the same
 * as a card that does not exist) and keeps its state. Without one, the user's card for that state is
 * updated, since a user has at most one card per state (part 2 §1).
 */
export async function saveMedicalCard(db: Database, userId: number, input: MedicalCardInput, today: string): Promise<MedicalCardRow> {
  const card = checkCard(input, today);
  if (input.id !== undefined) {
    const [existing] = await db.select().from(medicalCards).where(and(eq(medicalCards.id, input.id), eq(medicalCards.userId, userId)));
    if (!existing) throw notFound(USER_MESSAGES.cardNotFound);
    if (existing.state !== input.state) throw conflict(USER_MESSAGES.cardStateFixed);
    const [row] = await db
      .update(medicalCards)
      .set({ cardNumber: card.number, expiresOn: card.expiresOn })
      .where(eq(medicalCards.id, existing.id))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(medicalCards)
    .values({ userId, state: input.state, cardNumber: card.number, expiresOn: card.expiresOn })
    .onConflictDoUpdate({ target: [medicalCards.userId, medicalCards.state], set: { cardNumber: card.number, expiresOn: card.expiresOn } })
    .returning();
  return row!;
}

/** users_ordering/op/delete-med-card/{id}: only the user's own card; 404 for any other id. */
export async function deleteMedicalCard(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(medicalCards)
    .where(and(eq(medicalCards.id, id), eq(medicalCards.userId, userId)))
    .returning({ id: medicalCards.id });
  if (!deleted.length) throw notFound(USER_MESSAGES.cardNotFound);
}
