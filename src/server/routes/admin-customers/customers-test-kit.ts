import { and, desc, eq } from 'drizzle-orm';
import { adminCustomerPaths } from '@/api/admin-customer-paths';
import type { AssociationStatus } from '@/domain/store-association';
import type { UsageType } from '@/domain/usage-type';
import { auditLog, carts, userStoreAssociations } from '@/server/db/schema';
import type { AdminTestApp } from '../admin/admin-test-kit';

/** Paths and rows the customers tests share. */
export const customerPath = (id: number) => adminCustomerPaths.getCustomer.path.replace('{id}', String(id));
export const decisionPath = (id: number, associationId: number) =>
  adminCustomerPaths.decideAssociation.path.replace('{id}', String(id)).replace('{association_id}', String(associationId));
export const employeePath = (id: number) => adminCustomerPaths.setEmployeeStatus.path.replace('{id}', String(id));
export const pointsPath = (id: number) => adminCustomerPaths.adjustPoints.path.replace('{id}', String(id));
export const searchPath = (q: string, extra = '') => `${adminCustomerPaths.searchCustomers.path}?q=${encodeURIComponent(q)}${extra}`;

export function customersKit(app: AdminTestApp) {
  /** A shopper with an association at the store, as the shopper's own flow leaves it. */
  async function associated(storeId: number, usage: UsageType = 'medical', status: AssociationStatus = 'pending', values = {}) {
    const shopper = await app.shopper(values);
    const [association] = await app.db
      .insert(userStoreAssociations)
      .values({ userId: shopper.user.id, storeId, associationType: usage, status, state: 'IL' })
      .returning();
    return { ...shopper, association: association! };
  }

  /** A placed order of the user at the store. */
  const order = (userId: number, storeId: number, grandTotalCents = 4200) =>
    app.db.insert(carts).values({ orderingAppId: app.brand.id, userId, storeId, usageType: 'recreational', status: 'finished', grandTotalCents, submittedOn: new Date() }).returning();

  const associationStatus = async (id: number) => (await app.db.select().from(userStoreAssociations).where(eq(userStoreAssociations.id, id)))[0]!.status;

  /** The newest audit entries of one object. */
  const auditOf = (objectType: string, objectId: number) =>
    app.db.select().from(auditLog).where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId)))).orderBy(desc(auditLog.id));

  return { associated, order, associationStatus, auditOf };
}
