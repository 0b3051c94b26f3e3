import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { ownedByUser } from './users';

/**
 * One-time codes (email confirmation, phone verification, password reset), stored as hashes bound to
 * their subject (services/auth/verification-codes.ts). A code is single use, expires, and burns after
 * 5 wrong attempts; the newest row per user, purpose and subject is the live one.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: ownedByUser(),
    purpose: text('purpose').$type<'email' | 'phone' | 'password_reset'>().notNull(),
    /** The email or phone the code was sent to. */
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);

/**
 * Rotating refresh tokens (ASVS 5.0 V10.4.5): stored as SHA-256 hashes; each works once; presenting a
 * used one revokes every token of its family (one sign-in's chain).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: ownedByUser(),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    // Every authenticated request asks whether its session (family) was revoked: only revoked rows
    // are in this index, so the answer never walks a long-lived family's chain of rotations.
    index('refresh_tokens_revoked_family_idx').on(table.familyId).where(sql`${table.revokedAt} is not null`),
  ],
);

/**
 * Rate-limit hits (sign-in failures per account and per address, code requests, public writes), in
 * the database so every API process shares them, not only one process's memory (README "Security").
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('rate_limit_hits_bucket_key_at_idx').on(table.bucket, table.key, table.at)],
);
