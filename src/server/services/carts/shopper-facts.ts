import { eq, sql } from 'drizzle-orm';
import { phoneStatus } from '@/domain/phone-verification';
import { orderingRight, type AssociationFacts } from '@/domain/store-association';
import type { UsageType } from '@/domain/usage-type';
import { medicalCards, userStoreAssociations, users } from '@/server/db/schema';
import { toAssociation } from '@/server/services/users/user-mappers';
import { todayInStoreZone } from '@/server/services/users/local-date';
import type { Db } from './cart-db';

/**
 * What the cart rules need to know about the shopper (part 2 §3 User, §4 "Contact preferences",
 * "Phone verification", "Store association and ordering rights"), read from the account tables.
 */
export type UserRow = typeof users.$inferSelect;

export interface ShopperFacts {
  /** Non-expired medical cards only. */
  medicalCardStates: string[];
  associations: AssociationFacts[];
}

type AssociationRow = Pick<typeof userStoreAssociations.$inferSelect, 'storeId' | 'associationType' | 'status' | 'state'>;

/** The shopper's medical cards and store associations, in one statement (each cart answer and add-item reads them). */
export async function loadShopperFacts(db: Db, userId: number, now: Date): Promise<ShopperFacts> {
  const today = todayInStoreZone(now);
  const [row] = await db
    .select({
      cards: sql<{ state: string; expiresOn: string }[]>`coalesce((
        SELECT json_agg(json_build_object('state', ${medicalCards.state}, 'expiresOn', ${medicalCards.expiresOn}))
          FROM ${medicalCards} WHERE ${medicalCards.userId} = ${userId}), '[]'::json)`,
      associations: sql<AssociationRow[]>`coalesce((
        SELECT json_agg(json_build_object('storeId', ${userStoreAssociations.storeId}, 'associationType', ${userStoreAssociations.associationType},
                                          'status', ${userStoreAssociations.status}, 'state', ${userStoreAssociations.state}) ORDER BY ${userStoreAssociations.id})
          FROM ${userStoreAssociations} WHERE ${userStoreAssociations.userId} = ${userId}), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    medicalCardStates: (row?.cards ?? []).filter((card) => card.expiresOn > today).map((card) => card.state),
    associations: (row?.associations ?? []).map(toAssociation),
  };
}

/** The transactional method (order notices): email, text, or none/unset (part 2 §3 opt_preferences). */
export function transactionMethod(user: UserRow): 'email' | 'text' | 'email,text' | 'none' {
  const entry = user.optPreferences.find((preference) => preference.type === 'transaction');
  return entry?.opt_in ?? 'none';
}

/**
 * The shopper can be told about orders: a transactional method other than none, with a verified
 * phone when it includes text; a phone due for re-verification blocks either way (part 1 §5 "and a
 * re-verified phone for some users").
 */
export function hasContactMethod(user: UserRow): boolean {
  const method = transactionMethod(user);
  const phone = phoneStatus({ is_phone_verified: user.isPhoneVerified, twilio_prev_verified: user.twilioPrevVerified, user_activities: user.userActivities });
  if (method === 'none' || phone === 'reverify') return false;
  return !method.includes('text') || phone === 'verified';
}

/** Good standing: a confirmed email and no rejected or suspended association for the store and usage type. */
export function inGoodStanding(user: UserRow, facts: ShopperFacts, storeId: number, usage: UsageType): boolean {
  return user.emailConfirmedAt !== null && orderingRight(facts.associations, storeId, usage) !== 'blocked';
}

export const isEmployee = (user: UserRow) => user.employeeStatus === 'confirmed';
