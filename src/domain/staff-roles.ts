/**
 * Who may do what in the operator console and the staff terminal (README "Roles"). Roles are kept
 * per store in the database and checked by the server on every call; the console only hides what a
 * role cannot do.
 *
 * - operator: every store of the brand (settings, catalog, stock, people, feeds, the audit log).
 * - store manager: the settings, catalog and stock of the stores they manage.
 * - budtender: the terminal's order queue and orders of the stores they work at; no console.
 */
export const CONSOLE_ROLES = ['operator', 'store_manager'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
export type StaffRole = ConsoleRole | 'budtender';

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  operator: 'Operator',
  store_manager: 'Store manager',
  budtender: 'Budtender',
};

/**
 * Every thing the console does, each guarded by one permission. Store-level permissions are checked
 * again per store (`canAtStore`); brand-level ones (content, accounts, staff, feeds, the audit log)
 * belong to operators.
 */
export const CONSOLE_PERMISSIONS = [
  'stores.edit',
  'catalog.edit',
  'catalog.import',
  'feeds.manage',
  'audit.read',
  /** Specials and promo codes of a store. */
  'specials.edit',
  /** The brand's content documents: banners, dialogs, articles, pages. */
  'content.edit',
  /** Find customers and decide their store associations (medical cards) at the role's stores. */
  'customers.manage',
  /** A customer's account itself: employee status and points adjustments. */
  'customers.accounts',
  /** Staff invitations, roles and stores; disabling a staff account. */
  'staff.manage',
  /** The kiosks pinned at a store: list and unpin. */
  'kiosks.manage',
  /** Orders, sales and redemptions of a store over a date range. */
  'reports.read',
] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

const PERMISSIONS: Record<ConsoleRole, readonly ConsolePermission[]> = {
  operator: CONSOLE_PERMISSIONS,
  store_manager: ['stores.edit', 'catalog.edit', 'catalog.import', 'specials.edit', 'customers.manage', 'kiosks.manage', 'reports.read'],
};

/** Whether only operators hold the permission (the server's refusal says so). */
export function isOperatorOnly(permission: ConsolePermission): boolean {
  return !PERMISSIONS.store_manager.includes(permission);
}

/** The stores a console user may act on, and with which role. */
export interface ConsoleAccess {
  role: ConsoleRole;
  /** Every store of the brand for an operator; the managed stores for a store manager. */
  storeIds: readonly number[];
}

export function can(access: Pick<ConsoleAccess, 'role'> | undefined, permission: ConsolePermission): boolean {
  return access ? PERMISSIONS[access.role].includes(permission) : false;
}

/** Whether the user may do `permission` at the store (both the role and the store must allow it). */
export function canAtStore(access: ConsoleAccess | undefined, permission: ConsolePermission, storeId: number): boolean {
  return can(access, permission) && access!.storeIds.includes(storeId);
}

/**
 * The strongest console role among a user's role rows: an operator row anywhere makes them the
 * brand's operator; otherwise store-manager rows name their stores.
 */
export function strongestRole(roles: readonly ConsoleRole[]): ConsoleRole | undefined {
  if (roles.includes('operator')) return 'operator';
  return roles.includes('store_manager') ? 'store_manager' : undefined;
}

/** Every role a staff account can hold, strongest first (what the console's staff table offers). */
export const STAFF_ROLES = ['operator', 'store_manager', 'budtender'] as const satisfies readonly StaffRole[];

export const STAFF_ASSIGNMENT_MESSAGES = {
  storeRequired: 'Choose at least one store.',
} as const;

/**
 * What is wrong with giving a staff account this role at these stores (README "Staff and kiosks"):
 * a store manager and a budtender work at named stores, so they need at least one; an operator
 * reaches every store anyway, and the stores only say where they also work the terminal.
 */
export function staffAssignmentProblem(role: StaffRole, storeIds: readonly number[]): string | undefined {
  return role !== 'operator' && storeIds.length === 0 ? STAFF_ASSIGNMENT_MESSAGES.storeRequired : undefined;
}

/** The role a staff account holds, from its console role rows (none: a budtender). */
export function staffRoleOf(consoleRoles: readonly ConsoleRole[]): StaffRole {
  return strongestRole(consoleRoles) ?? 'budtender';
}
