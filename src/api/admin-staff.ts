import * as z from 'zod/mini';
import { isValidEmail, normalizeEmail } from '@/domain/contact-rules';
import { STAFF_ROLES, staffAssignmentProblem } from '@/domain/staff-roles';
import { USAGE_TYPES } from '@/domain/usage-type';
import { bodyId, listResponse, queryId } from './common';

/**
 * Staff and kiosks in the console (README "Staff and kiosks"). Operators invite, assign and disable
 * the brand's staff ('staff.manage'); operators and store managers list and unpin the kiosks of
 * their stores ('kiosks.manage'). Every write is in the audit log.
 */
export const ADMIN_STAFF_MESSAGES = {
  staffNotFound: 'Staff member not found.',
  kioskNotFound: 'Kiosk not found.',
  alreadyStaff: 'This person is already on your staff.',
  customerEmail: 'This email belongs to a customer account. Invite staff with another email address.',
  notYourStore: 'Choose stores of this brand.',
  selfDisable: 'You cannot disable your own account.',
  selfDemote: 'You cannot change your own role.',
  lastOperator: 'The brand must keep at least one operator.',
  required: 'Required.',
  validEmail: 'Please enter a valid email address.',
} as const;

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** invited: the code to set a password is not used yet; disabled: cannot sign in. */
export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** A staff account (portal user) of the brand as the console lists it. */
export const staffMemberSchema = z.object({
  id: z.int(),
  first: z.string(),
  last: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** Where they work the terminal (a store manager also manages these); an operator reaches every store anyway. */
  store_ids: z.array(z.int()),
  status: z.enum(STAFF_STATUSES),
  created_at: z.string(),
  disabled_at: z.nullable(z.string()),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = listResponse(staffMemberSchema);

const nameSchema = z.string().check(z.trim(), z.minLength(1, ADMIN_STAFF_MESSAGES.required), z.maxLength(80));
const storeIdsSchema = z.array(bodyId).check(z.maxLength(200));

/** A role and stores that go together (src/domain/staff-roles.ts staffAssignmentProblem), the error on store_ids. */
const assignmentCheck = z.superRefine<{ role: z.infer<typeof staffRoleSchema>; store_ids: number[] }>((value, ctx) => {
  const problem = staffAssignmentProblem(value.role, value.store_ids);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['store_ids'], input: value.store_ids });
});

/** PUT admin/staff/{id}/access: the whole assignment, replaced. */
export const staffAccessBodySchema = z.object({ role: staffRoleSchema, store_ids: storeIdsSchema }).check(assignmentCheck);
export type StaffAccessBody = z.infer<typeof staffAccessBodySchema>;

/** POST admin/staff: the invitee gets a code by email and sets their own password with it. */
export const inviteStaffBodySchema = z
  .object({
    email: z.string().check(z.maxLength(254), z.overwrite(normalizeEmail), z.refine(isValidEmail, ADMIN_STAFF_MESSAGES.validEmail)),
    first: nameSchema,
    last: nameSchema,
    role: staffRoleSchema,
    store_ids: storeIdsSchema,
  })
  .check(assignmentCheck);
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

export const staffParamSchema = z.object({ id: queryId });
export const kioskParamSchema = z.object({ id: queryId });

/** A device pinned as a kiosk at a store, now or before. */
export const consoleKioskSchema = z.object({
  id: z.int(),
  store_id: z.int(),
  usage_types: z.array(z.enum(USAGE_TYPES)),
  pinned_at: z.string(),
  /** "First Last" of who pinned it ('Staff' when that account is gone). */
  pinned_by: z.string(),
  state: z.enum(['pinned', 'unpinned']),
  unpinned_at: z.nullable(z.string()),
  unpinned_by: z.nullable(z.string()),
});
export type ConsoleKiosk = z.infer<typeof consoleKioskSchema>;
export const consoleKioskListSchema = listResponse(consoleKioskSchema);
