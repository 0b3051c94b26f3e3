import { eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { updateMeBodySchema } from '@/api/user';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { applyPreferences } from './contact-preferences';
import { sendPhoneCode } from './phone-verification';
import { textMarketingConfirmation } from './user-notices';
import type { UserRow } from './user-rows';

/** users/op/update-me after validation: phone already reduced to its 10 digits. */
export type ProfileChange = z.output<typeof updateMeBodySchema>;

/**
 * users/op/update-me (part 2 §5 "Account edit"): names, phone and contact preferences. Every check
 * runs before anything is saved. A new phone is unverified and gets a code (a resend lock leaves
 * the user to resend later; twilio_prev_verified keeps its history). The same phone changes nothing.
 */
export async function updateProfile(db: Database, user: UserRow, change: ProfileChange, outbox: OutboxOptions, now = new Date()): Promise<UserRow> {
  const newPhone = change.phone !== undefined && change.phone !== user.phone ? change.phone : undefined;
  const phoneVerified = newPhone ? false : user.isPhoneVerified;
  const preferences = change.opt_preferences ? applyPreferences(user.optPreferences, change.opt_preferences, phoneVerified) : undefined;

  const [row] = await db
    .update(users)
    .set({
      first: change.first,
      last: change.last,
      ...(newPhone ? { phone: newPhone, isPhoneVerified: false } : {}),
      ...(preferences ? { optPreferences: preferences.preferences, receiveMarketing: preferences.receiveMarketing } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  const saved = row!;
  if (newPhone) await sendPhoneCode(db, saved, newPhone, outbox);
  if (preferences?.askTextConfirmation) await textMarketingConfirmation(db, saved, saved.phone, outbox);
  return saved;
}
