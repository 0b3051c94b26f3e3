import { and, eq } from 'drizzle-orm';
import type { AssociationDecisionBody, CustomerDetail, EmployeeStatusBody, PointsAdjustmentBody } from '@/api/admin-customers';
import { ADMIN_CUSTOMER_MESSAGES } from '@/api/admin-customers';
import { associationDecisionProblem, DECISION_STATUS } from '@/domain/association-review';
import { EMPLOYEE_ACTION_STATUS, employeeActionProblem, pointsAdjustmentProblem } from '@/domain/customer-accounts';
import { storeDisplayName } from '@/domain/store-ordering';
import type { Database } from '@/server/db/client';
import { loyaltyLedger, stores, users, userStoreAssociations } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { assertCanAtStore } from '@/server/services/admin/console-access';
import { recordBrandAudit, recordStoreAudit } from '@/server/services/admin/audit-log';
import type { OutboxOptions } from '@/server/services/outbox/outbox';
import { asDatabase } from '@/server/services/carts/cart-db';
import { pointsBalance } from '@/server/services/users/loyalty-balance';
import { leaveRewards } from '@/server/services/users/loyalty-enrollment';
import { toAssociation, toEmployeeStatus } from '@/server/services/users/user-mappers';
import { notifyAssociationChange } from './association-notices';
import { customerDetail } from './customer-detail';
import { reachableCustomer, type CustomerReader } from './customer-scope';

/**
 * The console's writes on a customer (README "Customers in the console"). Each runs in one
 * transaction with its audit entry (and, for an association, the customer's notice), so the change,
 * its record and its message commit together or not at all. The cart and checkout read associations
 * on every call, so the new status governs the customer's next request.
 */
export interface CustomerWriter extends CustomerReader {
  userId: number;
}

/** POST admin/customers/{id}/associations/{association_id}/decision. */
export async function decideAssociation(
  db: Database,
  writer: CustomerWriter,
  ids: { customerId: number; associationId: number },
  body: AssociationDecisionBody,
  outbox: OutboxOptions,
): Promise<CustomerDetail> {
  return db.transaction(async (tx) => {
    const customer = await reachableCustomer(tx, writer, ids.customerId);
    const [row] = await tx
      .select({ association: userStoreAssociations, name: stores.name, ecomm: stores.ecommDisplayName })
      .from(userStoreAssociations)
      .innerJoin(stores, eq(stores.id, userStoreAssociations.storeId))
      .where(and(eq(userStoreAssociations.id, ids.associationId), eq(userStoreAssociations.userId, customer.id)))
      .for('update', { of: userStoreAssociations });
    if (!row) throw notFound(ADMIN_CUSTOMER_MESSAGES.associationNotFound);
    assertCanAtStore(writer.access, 'customers.manage', row.association.storeId);
    const before = toAssociation(row.association);
    const problem = associationDecisionProblem(before.status, body.decision);
    if (problem) throw conflict(problem);
    const status = DECISION_STATUS[body.decision];
    await tx.update(userStoreAssociations).set({ status }).where(eq(userStoreAssociations.id, row.association.id));
    await recordStoreAudit(tx, writer, before.store_id, {
      action: `customer.association.${body.decision}`,
      objectType: 'user_store_association',
      objectId: row.association.id,
      before: { user_id: customer.id, association_type: before.association_type, status: before.status },
      after: { user_id: customer.id, association_type: before.association_type, status, reason: body.reason },
    });
    const store = storeDisplayName({ name: row.name, ecomm_display_name: row.ecomm });
    await notifyAssociationChange(tx, customer, { store, usage: before.association_type, status, reason: body.reason }, outbox);
    return customerDetail(tx, writer, customer);
  });
}

/**
 * POST admin/customers/{id}/employee-status: confirm gives the employee discount and takes the
 * customer out of the rewards program (part 2 §1: employees are not eligible), forfeiting their
 * points as leaving rewards does (part 2 §4 "Loyalty"); end makes them a customer like any other,
 * who may join rewards again.
 */
export async function setEmployeeStatus(db: Database, writer: CustomerWriter, customerId: number, body: EmployeeStatusBody): Promise<CustomerDetail> {
  return db.transaction(async (tx) => {
    const customer = await reachableCustomer(tx, writer, customerId, { lock: true });
    const was = toEmployeeStatus(customer.employeeStatus);
    const problem = employeeActionProblem(was, body.action);
    if (problem) throw conflict(problem);
    const status = EMPLOYEE_ACTION_STATUS[body.action];
    const leavesRewards = status === 'confirmed' && customer.loyaltyEnrolledAt !== null;
    const now = new Date();
    // Confirming takes the customer out of rewards by the same rule as leaving: the balance is forfeited.
    const forfeited = leavesRewards ? (await leaveRewards(asDatabase(tx), customer, now)).forfeited : 0;
    const [after] = await tx.update(users).set({ employeeStatus: status, updatedAt: now }).where(eq(users.id, customer.id)).returning();
    await recordBrandAudit(tx, writer, {
      action: `customer.employee.${body.action}`,
      objectType: 'user',
      objectId: customer.id,
      before: { employee_status: was, ...(leavesRewards ? { is_loyalty_enrolled: true } : {}) },
      after: { employee_status: status, ...(leavesRewards ? { is_loyalty_enrolled: false, points_forfeited: forfeited } : {}), reason: body.reason },
    });
    return customerDetail(tx, writer, after!);
  });
}

/**
 * POST admin/customers/{id}/points: a new ledger entry (DECISIONS.md "Rewards provider": the balance
 * is the ledger's sum and is never edited). The customer's row is locked before the balance is read,
 * and a checkout redeeming points takes the same lock first (carts/place-order.ts), so two debits,
 * from the console or a checkout, take turns and cannot both pass the balance check.
 */
export async function adjustPoints(db: Database, writer: CustomerWriter, customerId: number, body: PointsAdjustmentBody): Promise<CustomerDetail> {
  return db.transaction(async (tx) => {
    const customer = await reachableCustomer(tx, writer, customerId, { lock: true });
    const balance = await pointsBalance(asDatabase(tx), customer.id);
    const problem = pointsAdjustmentProblem(balance, body.points);
    if (problem) throw badRequest(problem, { points: [problem] });
    const [entry] = await tx
      .insert(loyaltyLedger)
      .values({ userId: customer.id, points: body.points, reason: `Adjustment: ${body.reason}` })
      .returning();
    await recordBrandAudit(tx, writer, {
      action: 'customer.points.adjust',
      objectType: 'loyalty_ledger',
      objectId: entry!.id,
      before: { user_id: customer.id, balance },
      after: { user_id: customer.id, balance: balance + body.points, points: body.points, reason: body.reason },
    });
    return customerDetail(tx, writer, customer);
  });
}
