import { randomBytes } from 'node:crypto';
import { ADMIN_STAFF_MESSAGES, type InviteStaffBody, type StaffMember } from '@/api/admin-staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/domain/staff-roles';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { ApiProblem } from '@/server/http/errors';
import { recordBrandAudit } from '@/server/services/admin/audit-log';
import { findAccount, type AuthConfig } from '@/server/services/auth/accounts';
import { issueCode } from '@/server/services/auth/code-store';
import { hashPassword } from '@/server/services/auth/passwords';
import { CODE_TTL_MS } from '@/server/services/auth/verification-codes';
import { asDatabase, isUniqueViolation } from '@/server/services/carts/cart-db';
import { senderBrandName, sendMessage } from '@/server/services/outbox/outbox';
import { assertBrandStores, lockBrandStaff } from './staff-guards';
import { staffMember } from './staff-members';
import { auditWriter, writeAssignment, type StaffWrite } from './staff-writes';

/**
 * Inviting staff (README "Staff and kiosks"): a portal account with the role and stores, whose
 * password nobody knows, and a password-reset code by email. The invitee sets their own password on
 * the reset screen (/verify-password-change), which also confirms the email: until then the account
 * is 'invited' and cannot sign in. A code that expired is replaced by "Forgot your password?".
 *
 * An email that already has an account of the brand is refused (409 on email): a staff member is
 * already on the list, and a customer's account holds their orders, points and cards, which a staff
 * account (staff rules at the till, no rewards) must not take over.
 */

/** The invitation email; the code comes first, so the only 6-digit number a reader finds is the code. */
export function inviteEmail(input: { brand: string; first: string; role: StaffRole; email: string; code: string }) {
  const minutes = CODE_TTL_MS / 60_000;
  return {
    subject: `You're invited to the ${input.brand} staff`,
    body: [
      `Your ${input.brand} code is ${input.code}.`,
      '',
      `Hi ${input.first}, you have been invited to work with ${input.brand} as ${STAFF_ROLE_LABELS[input.role].toLowerCase()}.`,
      `To set your password, open /verify-password-change?u=${encodeURIComponent(input.email)} in the ${input.brand} app and enter the code. It works once and expires in ${minutes} minutes.`,
      'If it has expired, choose "Forgot your password?" on the sign-in page with this email for a new one.',
    ].join('\n'),
  };
}

const taken = (message: string) => new ApiProblem(409, { error: message, code: 'email_taken', fields: { email: [message] } });

export async function inviteStaff(db: Database, config: AuthConfig, write: StaffWrite, body: InviteStaffBody): Promise<StaffMember> {
  // Nobody knows this password; the invitee replaces it with the emailed code.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await db.transaction(async (tx) => {
      await lockBrandStaff(tx, write.orderingAppId);
      const existing = await findAccount(asDatabase(tx), write.orderingAppId, body.email);
      if (existing) throw taken(existing.isPortalUser ? ADMIN_STAFF_MESSAGES.alreadyStaff : ADMIN_STAFF_MESSAGES.customerEmail);
      await assertBrandStores(tx, write.orderingAppId, body.store_ids);
      const [user] = await tx
        .insert(users)
        .values({ orderingAppId: write.orderingAppId, email: body.email, passwordHash, first: body.first, last: body.last, phone: '', isPortalUser: true })
        .returning();
      await writeAssignment(tx, user!.id, body, write.actorId);
      const issued = await issueCode(asDatabase(tx), { userId: user!.id, purpose: 'password_reset', subject: body.email });
      if (issued.issued) {
        const brand = await senderBrandName(asDatabase(tx), write.orderingAppId);
        await sendMessage(
          asDatabase(tx),
          { orderingAppId: write.orderingAppId, userId: user!.id, channel: 'email', recipient: body.email, ...inviteEmail({ ...body, brand, code: issued.code }) },
          { smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM },
        );
      }
      const member = (await staffMember(tx, write.orderingAppId, user!.id))!;
      await recordBrandAudit(tx, auditWriter(write), {
        action: 'staff.invite',
        objectType: 'staff',
        objectId: member.id,
        before: null,
        after: { email: member.email, first: member.first, last: member.last, role: member.role, store_ids: member.store_ids },
      });
      return member;
    });
  } catch (error) {
    // Two invitations of one email at once: the second finds the first's account.
    if (isUniqueViolation(error, 'users_app_email_idx')) throw taken(ADMIN_STAFF_MESSAGES.alreadyStaff);
    throw error;
  }
}
