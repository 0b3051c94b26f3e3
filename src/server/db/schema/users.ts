import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brandId } from './brands';
import { at, createdAt, flag, id, textList, updatedAt } from './columns';
import { ownedByStore } from './stores';

/* Accounts (part 2 §3). Identity is ours (DECISIONS.md): hashes only, never plain secrets. */

export type StoredOptPreference = {
  type: 'transaction' | 'marketing';
  opt_in: 'email' | 'text' | 'email,text' | 'none';
  version: string;
  alpineSmsHasOptedIn?: boolean;
  alpineSmsHasOptedOut?: boolean;
  doubleOptInPending?: boolean;
};
export type StoredUserActivity = { type: string; version: string; created: string };

/** A shopper or staff account of one brand; the email (lower-cased) is unique per brand. */
export const users = pgTable(
  'users',
  {
    id: id(),
    orderingAppId: brandId(),
    email: text('email').notNull(),
    /** scrypt$… (services/auth/passwords.ts); never the password. */
    passwordHash: text('password_hash').notNull(),
    first: text('first').notNull(),
    last: text('last').notNull(),
    /** 10 digits, no punctuation (part 2 §5). */
    phone: text('phone').notNull(),
    emailConfirmedAt: at('email_confirmed_at'),
    isPhoneVerified: flag('is_phone_verified'),
    twilioPrevVerified: flag('twilio_prev_verified'),
    receiveMarketing: flag('receive_marketing'),
    /** none, pending or confirmed (confirmed = employee discount, no rewards). */
    employeeStatus: text('employee_status').notNull().default('none'),
    isPortalUser: flag('is_portal_user'),
    /** Set when an operator disables a staff account: it cannot sign in and its tokens stop working (README "Staff and kiosks"). */
    disabledAt: at('disabled_at'),
    audienceKeys: textList('audience_keys'),
    optPreferences: jsonb('opt_preferences').$type<StoredOptPreference[]>().notNull().default([]),
    userActivities: jsonb('user_activities').$type<StoredUserActivity[]>().notNull().default([]),
    loyaltyEnrolledAt: at('loyalty_enrolled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_app_email_idx').on(table.orderingAppId, table.email)],
);

/** The account a row belongs to, deleted with it. */
export const ownedByUser = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** An account the row mentions (who placed, changed or sent something); the row outlives the account. */
export const userMention = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: ownedByUser(),
    address1: text('address_1').notNull(),
    address2: text('address_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    isDefault: flag('is_default'),
    createdAt: createdAt(),
  },
  (table) => [index('user_addresses_user_idx').on(table.userId)],
);

/** At most one card per state per user (part 2 §1 "optionally a medical card per state"). */
export const medicalCards = pgTable(
  'medical_cards',
  {
    id: id(),
    userId: ownedByUser(),
    state: text('state').notNull(),
    cardNumber: text('mmj_card_num').notNull(),
    /** yyyy-MM-dd. */
    expiresOn: text('mmj_card_exp_dt').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('medical_cards_user_state_idx').on(table.userId, table.state)],
);

/** part 2 §4 "Store association and ordering rights": pending, confirmed, rejected, suspended. */
export const userStoreAssociations = pgTable(
  'user_store_associations',
  {
    id: id(),
    userId: ownedByUser(),
    storeId: ownedByStore(),
    associationType: text('association_type').notNull(),
    status: text('status').notNull(),
    state: text('state').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_store_associations_unique_idx').on(table.userId, table.storeId, table.associationType)],
);

/**
 * Our rewards ledger (DECISIONS.md "Rewards provider"): credits (orders finished, adjustments) and
 * debits (redemptions) in points; the balance is the sum. Pending points belong to open orders.
 */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: id(),
    userId: ownedByUser(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('loyalty_ledger_user_idx').on(table.userId)],
);
