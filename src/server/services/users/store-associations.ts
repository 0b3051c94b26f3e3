import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { USER_MESSAGES, type associateStoreBodySchema, type StoreAssociation } from '@/api/user';
import { MED_CARD_MIN_CHARS } from '@/domain/constants';
import { BLOCKING_ASSOCIATION_STATUSES, initialAssociationStatus, NO_MEDICAL_CARD_STATES, type AssociationStatus } from '@/domain/store-association';
import type { Database } from '@/server/db/client';
import { medicalCards, stores, userStoreAssociations } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import { STORE_NOT_FOUND } from '@/server/services/catalog/inventory-service';
import { toAssociation } from './user-mappers';
import type { UserRow } from './user-rows';

/** The create_association dialog's rule (part 2 §5): Confirm needs 5+ characters of card number. */
export const CARD_NUMBER_TOO_SHORT = `Enter at least ${MED_CARD_MIN_CHARS} characters of your card number.`;

export type AssociationRequest = z.output<typeof associateStoreBodySchema>;

async function hasLiveCard(db: Database, userId: number, state: string, today: string): Promise<boolean> {
  const [card] = await db.select().from(medicalCards).where(and(eq(medicalCards.userId, userId), eq(medicalCards.state, state)));
  return card !== undefined && card.expiresOn > today;
}

/**
 * users/op/associate-store (part 2 §4 "Store association and ordering rights"). A rejected or suspended
 * association is final here (403); a pending or confirmed one answers itself. Adult use is confirmed
 * at once; medical waits for review (pending) and needs a card: on file for the store's state, typed
 * in the dialog, or none at all in OH.
 */
export async function associateStore(db: Database, user: UserRow, request: AssociationRequest, today: string): Promise<StoreAssociation> {
  const [store] = await db
    .select({ id: stores.id, state: stores.state })
    .from(stores)
    .where(and(eq(stores.id, request.store_id), eq(stores.orderingAppId, user.orderingAppId)));
  if (!store) throw notFound(STORE_NOT_FOUND);

  const sameAssociation = and(
    eq(userStoreAssociations.userId, user.id),
    eq(userStoreAssociations.storeId, store.id),
    eq(userStoreAssociations.associationType, request.association_type),
  );
  const [existing] = await db.select().from(userStoreAssociations).where(sameAssociation);
  if (existing && BLOCKING_ASSOCIATION_STATUSES.includes(existing.status as AssociationStatus)) throw forbidden(USER_MESSAGES.associationDenied);
  if (existing) return toAssociation(existing);

  if (request.association_type === 'medical') {
    const cardGiven = (request.mmj_card_num?.length ?? 0) >= MED_CARD_MIN_CHARS;
    const allowed = NO_MEDICAL_CARD_STATES.includes(store.state) || cardGiven || (await hasLiveCard(db, user.id, store.state, today));
    if (!allowed) throw badRequest(CARD_NUMBER_TOO_SHORT, { mmj_card_num: [CARD_NUMBER_TOO_SHORT] });
  }
  const status = initialAssociationStatus(request.association_type);
  // A simultaneous request may have created it; then that one is the answer.
  await db
    .insert(userStoreAssociations)
    .values({ userId: user.id, storeId: store.id, associationType: request.association_type, status, state: store.state })
    .onConflictDoNothing();
  const [row] = await db.select().from(userStoreAssociations).where(sameAssociation);
  return toAssociation(row!);
}
