import { asc, eq } from 'drizzle-orm';
import type { User } from '@/api/user';
import { withDefaultFirst } from '@/domain/addresses';
import type { Database } from '@/server/db/client';
import { medicalCards, userAddresses, userStoreAssociations } from '@/server/db/schema';
import { todayInStoreZone } from './local-date';
import { loyaltyStatus } from './loyalty-balance';
import { toActivities, toAddress, toAssociation, toEmployeeStatus, toMedicalCard } from './user-mappers';
import type { UserRow } from './user-rows';

/** Saved addresses, oldest first: the order "first becomes default" (part 2 §5) is judged in. */
export async function addressRows(db: Database, userId: number) {
  return db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(asc(userAddresses.createdAt), asc(userAddresses.id));
}

/** The signed-in user as users/op/get-me answers it (part 2 §3), user_loyalty only when asked. */
export async function userView(db: Database, user: UserRow, options: { includeLoyalty?: boolean; now?: Date } = {}): Promise<User> {
  const today = todayInStoreZone(options.now);
  const [addresses, cards, associations, loyalty] = await Promise.all([
    addressRows(db, user.id),
    db.select().from(medicalCards).where(eq(medicalCards.userId, user.id)).orderBy(asc(medicalCards.id)),
    db.select().from(userStoreAssociations).where(eq(userStoreAssociations.userId, user.id)).orderBy(asc(userStoreAssociations.id)),
    options.includeLoyalty ? loyaltyStatus(db, user) : undefined,
  ]);
  const employeeStatus = toEmployeeStatus(user.employeeStatus);
  return {
    id: user.id,
    first: user.first,
    last: user.last,
    email: user.email,
    phone: user.phone,
    is_phone_verified: user.isPhoneVerified,
    twilio_prev_verified: user.twilioPrevVerified,
    receive_marketing: user.receiveMarketing,
    employee_status: employeeStatus,
    is_employee: employeeStatus === 'confirmed',
    is_portal_user: user.isPortalUser,
    is_loyalty_enrolled: user.loyaltyEnrolledAt !== null,
    created: user.createdAt.toISOString(),
    audience_keys: user.audienceKeys,
    addresses: withDefaultFirst(addresses.map(toAddress)),
    medical_cards: cards.map((card) => toMedicalCard(card, today)),
    user_activities: toActivities(user.userActivities),
    opt_preferences: user.optPreferences,
    user_store_associations: associations.map(toAssociation),
    ...(loyalty ? { user_loyalty: loyalty } : {}),
  };
}
