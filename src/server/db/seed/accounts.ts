import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../services/auth/passwords';
import type { Database } from '../client';
import { loyaltyLedger, medicalCards, orderingApps, stores, userAddresses, users, userStoreAssociations } from '../schema';

/**
 * Demo shopper accounts (README "Demo accounts"), all with one password so a person can try each
 * case: a rewards member with points and a saved address, an Ohio medical patient with a card, and
 * an employee (employee discount, no rewards). Staff accounts arrive with the staff terminal.
 */
export const DEMO_PASSWORD = 'Apotheca420!';
const DEMO_BASE_DATE = new Date('2026-01-05T15:00:00Z');

interface DemoAccount {
  email: string;
  first: string;
  last: string;
  phone: string;
  employeeStatus?: 'confirmed';
  loyaltyPoints?: number;
  textNotices?: boolean;
  address?: { address1: string; city: string; state: string; zip: string };
  card?: { state: string; number: string; expiresOn: string };
  associations: { storeSlug: string; type: 'medical' | 'recreational' }[];
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'shopper@apotheca.test', first: 'Robin', last: 'Alvarez', phone: '8455550142', loyaltyPoints: 1240, textNotices: true,
    address: { address1: '25 Market Street', city: 'Poughkeepsie', state: 'NY', zip: '12601' },
    associations: [{ storeSlug: 'hudson-valley-ny', type: 'recreational' }],
  },
  {
    email: 'patient@apotheca.test', first: 'Morgan', last: 'Lee', phone: '6145550188', loyaltyPoints: 320,
    card: { state: 'OH', number: '1234-5678-9012-3456-7890', expiresOn: '2028-06-30' },
    associations: [{ storeSlug: 'columbus-short-north-oh', type: 'medical' }],
  },
  {
    email: 'employee@apotheca.test', first: 'Casey', last: 'Nguyen', phone: '3125550111', employeeStatus: 'confirmed',
    associations: [{ storeSlug: 'chicago-lakeview-il', type: 'recreational' }],
  },
];

export async function seedDemoAccounts(db: Database): Promise<void> {
  const [brand] = await db.select({ id: orderingApps.id }).from(orderingApps).where(eq(orderingApps.isMainBrand, true)).limit(1);
  if (!brand) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const slugs = DEMO_ACCOUNTS.flatMap((account) => account.associations.map((association) => association.storeSlug));
  const storeRows = await db
    .select({ id: stores.id, slug: stores.storeSlug, state: stores.state })
    .from(stores)
    .where(and(eq(stores.orderingAppId, brand.id), inArray(stores.storeSlug, slugs)));
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({
        orderingAppId: brand.id,
        email: account.email,
        passwordHash,
        first: account.first,
        last: account.last,
        phone: account.phone,
        emailConfirmedAt: DEMO_BASE_DATE,
        isPhoneVerified: true,
        twilioPrevVerified: true,
        employeeStatus: account.employeeStatus ?? 'none',
        optPreferences: [
          { type: 'transaction', opt_in: account.textNotices ? 'text' : 'email', version: '1.1' },
          { type: 'marketing', opt_in: 'email', version: '1.2' },
        ],
        receiveMarketing: true,
        userActivities: [{ type: 'transaction_message_agreement', version: '1.0', created: DEMO_BASE_DATE.toISOString() }],
        loyaltyEnrolledAt: account.loyaltyPoints ? DEMO_BASE_DATE : null,
        createdAt: DEMO_BASE_DATE,
      })
      .returning({ id: users.id });
    const userId = user!.id;
    if (account.address) await db.insert(userAddresses).values({ userId, ...account.address, isDefault: true });
    if (account.card) await db.insert(medicalCards).values({ userId, state: account.card.state, cardNumber: account.card.number, expiresOn: account.card.expiresOn });
    if (account.loyaltyPoints) await db.insert(loyaltyLedger).values({ userId, points: account.loyaltyPoints, reason: 'Welcome bonus and past visits' });
    for (const association of account.associations) {
      const store = storeRows.find((row) => row.slug === association.storeSlug);
      if (store) {
        await db.insert(userStoreAssociations).values({ userId, storeId: store.id, associationType: association.type, status: 'confirmed', state: store.state });
      }
    }
  }
}
