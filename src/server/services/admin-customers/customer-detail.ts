import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { CUSTOMER_DETAIL_ROWS, type CustomerAssociation, type CustomerDetail, type CustomerOrder } from '@/api/admin-customers';
import { canAtStore } from '@/domain/staff-roles';
import { storeDisplayName } from '@/domain/store-ordering';
import { PLACED_ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { parseUsageType } from '@/domain/usage-type';
import { carts, loyaltyLedger, medicalCards, stores, userAddresses, userStoreAssociations } from '@/server/db/schema';
import { asDatabase, type Db } from '@/server/services/carts/cart-db';
import { transactionMethod } from '@/server/services/carts/shopper-facts';
import { todayInStoreZone } from '@/server/services/users/local-date';
import { pointsBalance } from '@/server/services/users/loyalty-balance';
import { toAddress, toAssociation, toMedicalCard } from '@/server/services/users/user-mappers';
import type { UserRow } from '@/server/services/users/user-rows';
import { toCustomerRow } from './customer-search';
import type { CustomerReader } from './customer-scope';

const storeLabel = { name: stores.name, ecomm: stores.ecommDisplayName };
const labelOf = (row: { name: string | null; ecomm: string | null }) => storeDisplayName({ name: row.name ?? '', ecomm_display_name: row.ecomm ?? '' });

/** A manager reads the orders and associations of their own stores only; an operator all of the brand's. */
const ownStores = (reader: CustomerReader, column: typeof carts.storeId | typeof userStoreAssociations.storeId) =>
  reader.access.role === 'operator' ? undefined : inArray(column, [...reader.access.storeIds]);

async function ordersOf(db: Db, reader: CustomerReader, customerId: number): Promise<CustomerOrder[]> {
  const rows = await db
    .select({ order: carts, ...storeLabel })
    .from(carts)
    .leftJoin(stores, eq(stores.id, carts.storeId))
    .where(and(eq(carts.userId, customerId), ne(carts.status, 'pending'), ownStores(reader, carts.storeId)))
    .orderBy(desc(carts.submittedOn), desc(carts.id))
    .limit(CUSTOMER_DETAIL_ROWS);
  return rows
    .filter((row) => (PLACED_ORDER_STATUSES as readonly string[]).includes(row.order.status))
    .map(({ order, ...store }) => ({
      id: order.id,
      store_id: order.storeId,
      store_name: labelOf(store),
      usage_type: parseUsageType(order.usageType) ?? 'recreational',
      order_type: order.curbsidePickup ? 'curbside' : order.orderType,
      status: order.status as Extract<OrderStatus, (typeof PLACED_ORDER_STATUSES)[number]>,
      grand_total: order.grandTotalCents ?? 0,
      submitted_on: order.submittedOn?.toISOString() ?? null,
    }));
}

async function associationsOf(db: Db, reader: CustomerReader, customerId: number): Promise<CustomerAssociation[]> {
  const rows = await db
    .select({ association: userStoreAssociations, ...storeLabel })
    .from(userStoreAssociations)
    .leftJoin(stores, eq(stores.id, userStoreAssociations.storeId))
    .where(and(eq(userStoreAssociations.userId, customerId), ownStores(reader, userStoreAssociations.storeId)))
    .orderBy(userStoreAssociations.id);
  return rows.map(({ association, ...store }) => ({
    ...toAssociation(association),
    id: association.id,
    store_name: labelOf(store),
    created: association.createdAt.toISOString(),
    can_manage: canAtStore(reader.access, 'customers.manage', association.storeId),
  }));
}

// What a store manager may see of a customer's personal data (README "Customers in the console"):
// the medical cards of their stores' states (to check a medical association), the points balance
// but not the ledger (its reasons name other stores' orders) and no saved addresses (an order's own
// delivery address is on the order in the staff terminal). An operator sees all of it.

async function managedStates(db: Db, reader: CustomerReader): Promise<string[]> {
  const storeIds = [...reader.access.storeIds];
  if (!storeIds.length) return [];
  const rows = await db.selectDistinct({ state: stores.state }).from(stores).where(inArray(stores.id, storeIds));
  return rows.map((row) => row.state);
}

async function medicalCardsOf(db: Db, reader: CustomerReader, customerId: number) {
  const ofCustomer = eq(medicalCards.userId, customerId);
  if (reader.access.role === 'operator') return db.select().from(medicalCards).where(ofCustomer).orderBy(medicalCards.state);
  const states = await managedStates(db, reader);
  if (!states.length) return [];
  return db.select().from(medicalCards).where(and(ofCustomer, inArray(medicalCards.state, states))).orderBy(medicalCards.state);
}

async function ledgerOf(db: Db, reader: CustomerReader, customerId: number) {
  if (reader.access.role !== 'operator') return undefined;
  const rows = await db.select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, customerId)).orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id)).limit(CUSTOMER_DETAIL_ROWS);
  return rows.map((entry) => ({ id: entry.id, points: entry.points, reason: entry.reason, created: entry.createdAt.toISOString() }));
}

async function addressesOf(db: Db, reader: CustomerReader, customerId: number) {
  if (reader.access.role !== 'operator') return undefined;
  const rows = await db.select().from(userAddresses).where(eq(userAddresses.userId, customerId)).orderBy(userAddresses.id);
  return rows.map(toAddress);
}

/** GET admin/customers/{id} (the customer already checked reachable by customer-scope.ts). */
export async function customerDetail(db: Db, reader: CustomerReader, customer: UserRow, now = new Date()): Promise<CustomerDetail> {
  const [orders, entries, balance, addresses, cards, associations] = await Promise.all([
    ordersOf(db, reader, customer.id),
    ledgerOf(db, reader, customer.id),
    pointsBalance(asDatabase(db), customer.id),
    addressesOf(db, reader, customer.id),
    medicalCardsOf(db, reader, customer.id),
    associationsOf(db, reader, customer.id),
  ]);
  const today = todayInStoreZone(now);
  return {
    profile: {
      ...toCustomerRow(customer),
      is_phone_verified: customer.isPhoneVerified,
      contact_method: transactionMethod(customer),
      is_loyalty_enrolled: customer.loyaltyEnrolledAt !== null,
    },
    orders,
    points: { balance, ...(entries ? { entries } : {}) },
    ...(addresses ? { addresses } : {}),
    medical_cards: cards.map((card) => toMedicalCard(card, today)),
    associations,
  };
}
