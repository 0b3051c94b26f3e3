import { describe, expect, it } from 'vitest';
import { can, canAtStore, CONSOLE_PERMISSIONS, isOperatorOnly, STAFF_ASSIGNMENT_MESSAGES, staffAssignmentProblem, staffRoleOf, strongestRole } from './staff-roles';

describe('console roles (README "Roles")', () => {
  it('lets an operator do everything the console does', () => {
    const operator = { role: 'operator', storeIds: [1, 2] } as const;
    for (const permission of CONSOLE_PERMISSIONS) {
      expect(can(operator, permission)).toBe(true);
    }
  });

  it('keeps feeds and the audit log from a store manager', () => {
    const manager = { role: 'store_manager', storeIds: [3] } as const;
    expect(can(manager, 'stores.edit')).toBe(true);
    expect(can(manager, 'catalog.import')).toBe(true);
    expect(can(manager, 'feeds.manage')).toBe(false);
    expect(can(manager, 'audit.read')).toBe(false);
  });

  it('lets a store manager run specials, customers, kiosks and reports of their stores, not the brand', () => {
    const manager = { role: 'store_manager', storeIds: [3] } as const;
    for (const permission of ['specials.edit', 'customers.manage', 'kiosks.manage', 'reports.read'] as const) {
      expect(can(manager, permission)).toBe(true);
      expect(isOperatorOnly(permission)).toBe(false);
    }
    for (const permission of ['content.edit', 'customers.accounts', 'staff.manage'] as const) {
      expect(can(manager, permission)).toBe(false);
      expect(isOperatorOnly(permission)).toBe(true);
    }
  });

  it('allows a store only when the role reaches it', () => {
    const manager = { role: 'store_manager', storeIds: [3] } as const;
    expect(canAtStore(manager, 'stores.edit', 3)).toBe(true);
    expect(canAtStore(manager, 'stores.edit', 4)).toBe(false);
    expect(canAtStore(undefined, 'stores.edit', 3)).toBe(false);
  });

  it('takes the strongest of a user role rows', () => {
    expect(strongestRole(['store_manager', 'operator'])).toBe('operator');
    expect(strongestRole(['store_manager'])).toBe('store_manager');
    expect(strongestRole([])).toBeUndefined();
  });
});

describe('staff assignments (README "Staff and kiosks")', () => {
  it('a store manager and a budtender need a store; an operator reaches every store without one', () => {
    expect(staffAssignmentProblem('budtender', [])).toBe(STAFF_ASSIGNMENT_MESSAGES.storeRequired);
    expect(staffAssignmentProblem('store_manager', [])).toBe(STAFF_ASSIGNMENT_MESSAGES.storeRequired);
    expect(staffAssignmentProblem('budtender', [3])).toBeUndefined();
    expect(staffAssignmentProblem('operator', [])).toBeUndefined();
  });

  it('a staff account without console rows is a budtender; an operator row wins over manager rows', () => {
    expect(staffRoleOf([])).toBe('budtender');
    expect(staffRoleOf(['store_manager'])).toBe('store_manager');
    expect(staffRoleOf(['store_manager', 'operator'])).toBe('operator');
  });
});
