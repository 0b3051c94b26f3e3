import type { AuditEntry, ConsoleMe, ConsoleStore } from '@/api/admin';
import type { AdminCatalogRow, AdminItem } from '@/api/admin-catalog';
import type { StoreSettings } from '@/api/admin-stores';
import { makeUser } from '@/web/testing/users';
import { CONSOLE_PERMISSIONS } from '@/domain/staff-roles';

/** Test-only: console users, stores and audit entries as the API answers them. */

export const consoleUser = (overrides = {}) => makeUser({ id: 51, first: 'Avery', last: 'Operator', is_portal_user: true, ...overrides });

export function makeConsoleStore(overrides: Partial<ConsoleStore> = {}): ConsoleStore {
  return { id: 1, name: 'Phoenix Camelback', store_slug: 'phoenix-camelback-az', city: 'Phoenix', state: 'AZ', timezone: 'America/Phoenix', usage_types: ['medical', 'recreational'], ...overrides };
}

export const PHOENIX = makeConsoleStore();
export const CHICAGO = makeConsoleStore({ id: 2, name: 'Chicago Lakeview', store_slug: 'chicago-lakeview-il', city: 'Chicago', state: 'IL', timezone: 'America/Chicago' });
export const HUDSON = makeConsoleStore({ id: 3, name: 'Hudson Valley', store_slug: 'hudson-valley-ny', city: 'Newburgh', state: 'NY', timezone: 'America/New_York', usage_types: ['medical'] });

export function operatorMe(overrides: Partial<ConsoleMe> = {}): ConsoleMe {
  return {
    user_id: 51,
    name: 'Avery Operator',
    email: 'operator@apotheca.test',
    role: 'operator',
    permissions: [...CONSOLE_PERMISSIONS],
    stores: [PHOENIX, CHICAGO, HUDSON],
    ...overrides,
  };
}

export function managerMe(overrides: Partial<ConsoleMe> = {}): ConsoleMe {
  return operatorMe({ user_id: 52, name: 'Jordan Reyes', email: 'manager@apotheca.test', role: 'store_manager', permissions: ['stores.edit', 'catalog.edit', 'catalog.import', 'specials.edit', 'customers.manage', 'kiosks.manage', 'reports.read'], stores: [PHOENIX, CHICAGO], ...overrides });
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-26T18:30:00.000Z',
    store_id: 1,
    store_name: 'Phoenix Camelback',
    actor: 'Avery Operator <operator@apotheca.test>',
    action: 'store.update',
    object_type: 'store',
    object_id: '1',
    before: { phone: '6025550100' },
    after: { phone: '6025550199' },
    ...overrides,
  };
}

export const auditPage = (entries: AuditEntry[], total = entries.length) => ({ data: entries, rows: entries.length, total_rows: total });

const usageSwitches = { menu: true, coming_soon: false, temp_closed: null, users_reg: true, users_login: true, users_disabled: false, carts_disabled: false, add_override: false, delivery: true, curbside: false, pickup: true, obo_pickup: true, obo_curbside: false, obo_delivery: false };

export function makeStoreSettings(overrides: Partial<StoreSettings> = {}): StoreSettings {
  return {
    id: PHOENIX.id,
    store_slug: PHOENIX.store_slug,
    profile: { name: 'Phoenix Camelback', ecomm_display_name: 'Apotheca Phoenix', address_1: '1 Camelback Rd', city: 'Phoenix', state: 'AZ', zip: '85016', phone: '6025550100', timezone: 'America/Phoenix', thumbnail_image_url: null, image_urls: [] },
    hours: { weekly: ['9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '10:00 AM - 8:00 PM', 'Closed'], exceptions: [] },
    switches: { is_divested: false, divested_disclaimer: null, coming_soon_url: null, enable_checkin_order: false, use_id_scanning: false, show_post_tax_pricing: false, requires_medical_card_to_order: false },
    usage: { medical: { ...usageSwitches }, recreational: { ...usageSwitches } },
    delivery: { valid_zips: ['85016', '85018'], minimum_cents: 5000, fee_cents: 500 },
    tax: { medical_bps: 660, recreational_bps: 1660 },
    purchase_limits: [{ category: 'flower', med_limit: 10, rec_limit: 8 }],
    wait_time: 15,
    ...overrides,
  };
}

export function makeCatalogRow(overrides: Partial<AdminCatalogRow> = {}): AdminCatalogRow {
  return { id: 101, sku: 'PHX-101', name: 'Blue Dream 3.5g', brand: 'Cresco', category: 'flower', sub_category: 'Flower', strain_type: 'hybrid', size: '3.5g', price_cents: 4500, sellable_qty: 12, hidden: false, potency_unit: '%', thc: 22.5, cbd: 0.1, tags: [], image: null, received_at: '2026-11-01T12:00:00.000Z', ...overrides };
}

export const catalogPage = (rows: AdminCatalogRow[], total = rows.length) => ({ data: rows, rows: rows.length, total_rows: total });

/** The item Blue Dream 3.5g as GET admin/items/{id} answers it (the row of makeCatalogRow). */
export function makeAdminItem(overrides: Partial<AdminItem> = {}): AdminItem {
  const row = makeCatalogRow();
  return {
    id: row.id,
    store_id: PHOENIX.id,
    sku: row.sku,
    name: row.name,
    ecomm_display_name: row.name,
    brand: row.brand,
    category: 'flower',
    sub_category: 'Flower',
    strain_type: 'hybrid',
    strain: null,
    size: '3.5g',
    description: '',
    tags: [],
    images: [],
    potency: { unit: '%', thc: 22.5, thca: null, cbd: 0.1, cbda: null, cbn: null, cbg: null, thc_each: null, cbd_each: null },
    prices: { medical: 4000, recreational: 4500 },
    sellable_qty: { medical: 5, recreational: 12 },
    remaining_qty: 17,
    reserved_qty: 0,
    hidden_usage_types: [],
    received_at: row.received_at,
    ...overrides,
  };
}
