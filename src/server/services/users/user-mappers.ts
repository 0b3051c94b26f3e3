import {
  ASSOCIATION_STATUSES,
  EMPLOYEE_STATUSES,
  USER_ACTIVITY_TYPES,
  type Address,
  type AssociationStatus,
  type MedicalCard,
  type StoreAssociation,
  type UserActivity,
} from '@/api/user';
import { parseUsageType } from '@/domain/usage-type';
import type { StoredUserActivity } from '@/server/db/schema';
import type { AddressRow, AssociationRow, MedicalCardRow } from './user-rows';

/** Database rows -> the shapes of src/api/user.ts (part 2 §3). Pure: no queries, no clock. */

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    is_default: row.isDefault,
  };
}

/** The number is shown by its last 4 characters; a card is expired on its expiry day (`today` in the store zone). */
export function toMedicalCard(row: MedicalCardRow, today: string): MedicalCard {
  return {
    id: row.id,
    state: row.state,
    mmj_card_num: row.cardNumber,
    mmj_card_last4: row.cardNumber.slice(-4),
    mmj_card_exp_dt: row.expiresOn,
    is_expired: row.expiresOn <= today,
  };
}

export function toAssociation(row: Pick<AssociationRow, 'storeId' | 'associationType' | 'status' | 'state'>): StoreAssociation {
  return {
    store_id: row.storeId,
    association_type: parseUsageType(row.associationType) ?? 'recreational',
    status: (ASSOCIATION_STATUSES as readonly string[]).includes(row.status) ? (row.status as AssociationStatus) : 'pending',
    state: row.state,
  };
}

/** Activities of the types the client knows; anything else stored is kept but not answered. */
export function toActivities(stored: readonly StoredUserActivity[]): UserActivity[] {
  return stored
    .filter((activity): activity is StoredUserActivity & { type: UserActivity['type'] } =>
      (USER_ACTIVITY_TYPES as readonly string[]).includes(activity.type),
    )
    .map((activity) => ({ type: activity.type, version: activity.version, created: activity.created }));
}

export function toEmployeeStatus(value: string): (typeof EMPLOYEE_STATUSES)[number] {
  return (EMPLOYEE_STATUSES as readonly string[]).includes(value) ? (value as (typeof EMPLOYEE_STATUSES)[number]) : 'none';
}
