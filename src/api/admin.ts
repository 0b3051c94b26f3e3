import * as z from 'zod/mini';
import { CONSOLE_PERMISSIONS, CONSOLE_ROLES } from '@/domain/staff-roles';
import { USAGE_TYPES } from '@/domain/usage-type';
import { listResponse, queryId } from './common';
import { consoleDateTime } from './console-date-time';

/**
 * The operator console (README "The operator console"): every call needs a portal user's Bearer
 * token with a console role (401 without a token, 403 for a customer, a budtender or a store the
 * role does not reach). Writes are recorded in the audit log with their values before and after.
 */
export const ADMIN_MESSAGES = {
  consoleOnly: 'Only operators and store managers can use the console.',
  notYourStore: 'You cannot manage this store.',
  operatorOnly: 'Only operators can do this.',
} as const;

export const consolePermissionSchema = z.enum(CONSOLE_PERMISSIONS);

/** A store the console user may act on. */
export const consoleStoreSchema = z.object({
  id: z.int(),
  name: z.string(),
  store_slug: z.string(),
  city: z.string(),
  state: z.string(),
  timezone: z.string(),
  usage_types: z.array(z.enum(USAGE_TYPES)),
});
export type ConsoleStore = z.infer<typeof consoleStoreSchema>;

/** Who is at the console: their role, what it permits, and the stores it reaches. */
export const consoleMeSchema = z.object({
  user_id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(CONSOLE_ROLES),
  permissions: z.array(consolePermissionSchema),
  stores: z.array(consoleStoreSchema),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

/** One recorded console or feed write. */
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  store_id: z.nullable(z.int()),
  store_name: z.nullable(z.string()),
  /** The user's name and email, or 'Feed key "{name}"'. */
  actor: z.string(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = listResponse(auditEntrySchema);


/** The columns the audit log sorts by on the server: time, who, action, object (type, then id). */
export const AUDIT_SORTS = ['at', 'actor', 'action', 'object'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

/**
 * Filters of the audit log, paged; sorted newest first unless `sort` says otherwise. `dir` defaults
 * to desc for the time and asc for the others; ties go by the entry's id the same way.
 */
export const auditQuerySchema = z.object({
  store_id: z.optional(queryId),
  action: z.optional(z.string().check(z.maxLength(60))),
  object_type: z.optional(z.string().check(z.maxLength(60))),
  object_id: z.optional(z.string().check(z.maxLength(60))),
  /** Part of the actor's name or email. */
  actor: z.optional(z.string().check(z.maxLength(100))),
  from: z.optional(consoleDateTime()),
  to: z.optional(consoleDateTime()),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  sort: z._default(z.enum(AUDIT_SORTS), 'at'),
  dir: z.optional(z.enum(['asc', 'desc'])),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
