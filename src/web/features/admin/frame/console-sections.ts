import type { ConsolePermission } from '@/domain/staff-roles';

/** One section of the console's side navigation, shown only to roles with its permission. */
export interface ConsoleSection {
  label: string;
  to: string;
  /** Undefined: every console user sees it. */
  permission?: ConsolePermission;
}

/** The console's sections in the order a person works through them (README "The operator console"). */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { label: 'Overview', to: '/admin' },
  { label: 'Store settings', to: '/admin/store', permission: 'stores.edit' },
  { label: 'Catalog and stock', to: '/admin/catalog', permission: 'catalog.edit' },
  { label: 'Import and export', to: '/admin/import', permission: 'catalog.import' },
  { label: 'Specials and promo codes', to: '/admin/specials', permission: 'specials.edit' },
  { label: 'Content', to: '/admin/content', permission: 'content.edit' },
  { label: 'Customers', to: '/admin/customers', permission: 'customers.manage' },
  { label: 'Staff and kiosks', to: '/admin/staff', permission: 'kiosks.manage' },
  { label: 'Reports', to: '/admin/reports', permission: 'reports.read' },
  { label: 'Feed keys', to: '/admin/feeds', permission: 'feeds.manage' },
  { label: 'Audit log', to: '/admin/audit', permission: 'audit.read' },
];

/**
 * The sections a console user's permissions allow; the server refuses the others anyway. Without
 * staff.manage the staff page is only the kiosks (its heading says 'Kiosks'), and so is its link.
 */
export function sectionsFor(permissions: readonly ConsolePermission[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => section.permission === undefined || permissions.includes(section.permission)).map((section) =>
    section.to === '/admin/staff' && !permissions.includes('staff.manage') ? { ...section, label: 'Kiosks' } : section,
  );
}
