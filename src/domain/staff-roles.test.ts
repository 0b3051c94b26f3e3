import { describe, expect, it } from 'vitest';
import { can, canAtStore, strongestRole } from './staff-roles';

describe('console roles (README "Roles")', () => {
  it('lets an operator do everything the console does', () => {
    const operator = { role: 'operator', storeIds: [1, 2] } as const;
    for (const permission of ['stores.edit', 'catalog.edit', 'catalog.import', 'feeds.manage', 'audit.read'] as const) {
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
