import { asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../services/auth/passwords';
import type { Database } from '../client';
import { orderingApps, staffRoles, staffStores, stores, users } from '../schema';
import { DEMO_PASSWORD } from './accounts';

/**
 * Staff accounts (README "Demo data", Accounts): one portal user per demo store, named after its
 * slug (staff.{store-slug}@{brand slug}.test, e.g. staff.chicago-lakeview-il@apotheca.test); one store manager of every main-brand
 * store in Arizona and Illinois, so a person can try a store switcher and the console's store scope; and
 * one operator per brand (operator@{brand slug}.test). Same demo password.
 */
const DEMO_BASE_DATE = new Date('2026-01-05T15:00:00Z');
export const MANAGER_EMAIL = 'manager@apotheca.test';
/** The brand's operator (README "Roles"): operator@{brand slug}.test. */
export const operatorEmail = (domain: string) => `operator@${domain}`;
const MANAGER_STATES = ['AZ', 'IL'];

/** A valid US number (src/domain/phone-number.ts) in the fictional 555-01XX range. */
const staffPhone = (index: number) => `555555${String(100 + index).padStart(4, '0').slice(-4)}`;

export const staffEmail = (storeSlug: string, domain: string) => `staff.${storeSlug}@${domain}`;

export async function seedStaffAccounts(db: Database): Promise<void> {
  const brands = await db.select({ id: orderingApps.id, slug: orderingApps.slug, isMain: orderingApps.isMainBrand }).from(orderingApps);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const brand of brands) {
    const domain = `${brand.slug}.test`;
    const brandStores = await db.select({ id: stores.id, slug: stores.storeSlug, state: stores.state }).from(stores).where(eq(stores.orderingAppId, brand.id)).orderBy(asc(stores.id));
    for (const [index, store] of brandStores.entries()) {
      const staffId = await insertPortalUser(db, { orderingAppId: brand.id, email: staffEmail(store.slug, domain), first: 'Staff', last: store.slug, phone: staffPhone(index), passwordHash });
      await db.insert(staffStores).values({ userId: staffId, storeId: store.id });
    }
    const operatorId = await insertPortalUser(db, { orderingAppId: brand.id, email: operatorEmail(domain), first: 'Avery', last: 'Operator', phone: '6025550191', passwordHash });
    await db.insert(staffRoles).values({ userId: operatorId, role: 'operator' });
    if (!brand.isMain) continue;
    const managerId = await insertPortalUser(db, { orderingAppId: brand.id, email: MANAGER_EMAIL, first: 'Jordan', last: 'Reyes', phone: '6025550190', passwordHash });
    const managed = brandStores.filter((store) => MANAGER_STATES.includes(store.state));
    if (!managed.length) continue;
    await db.insert(staffStores).values(managed.map((store) => ({ userId: managerId, storeId: store.id })));
    await db.insert(staffRoles).values(managed.map((store) => ({ userId: managerId, role: 'store_manager' as const, storeId: store.id })));
  }
}

async function insertPortalUser(db: Database, account: { orderingAppId: number; email: string; first: string; last: string; phone: string; passwordHash: string }): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      ...account,
      emailConfirmedAt: DEMO_BASE_DATE,
      isPhoneVerified: true,
      twilioPrevVerified: true,
      isPortalUser: true,
      optPreferences: [{ type: 'transaction', opt_in: 'email', version: '1.1' }],
      createdAt: DEMO_BASE_DATE,
    })
    .returning({ id: users.id });
  return row!.id;
}
