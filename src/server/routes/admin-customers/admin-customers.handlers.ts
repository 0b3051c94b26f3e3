import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { adminCustomerPaths as paths } from '@/api/admin-customer-paths';
import { requireConsole } from '@/server/http/console-auth';
import type { AppEnv } from '@/server/http/context';
import { validate } from '@/server/http/validate';
import { customerDetail } from '@/server/services/admin-customers/customer-detail';
import { reachableCustomer } from '@/server/services/admin-customers/customer-scope';
import { searchConsoleCustomers } from '@/server/services/admin-customers/customer-search';
import { adjustPoints, decideAssociation, setEmployeeStatus, type CustomerWriter } from '@/server/services/admin-customers/customer-writes';
import { validateQuery } from '../route-helpers';
import { outboxOptions } from '../users/outbox-options';

const factory = createFactory<AppEnv>();

const writer = (c: Context<AppEnv>): CustomerWriter => ({
  userId: c.get('user').id,
  orderingAppId: c.get('user').orderingAppId,
  access: c.get('consoleAccess'),
});

const customerManager = requireConsole('customers.manage');
const accountsManager = requireConsole('customers.accounts');

/** GET admin/customers. */
export const searchCustomersHandler = factory.createHandlers(...customerManager, validateQuery(paths.searchCustomers.query), async (c) =>
  c.json(await searchConsoleCustomers(c.get('db'), writer(c), c.req.valid('query'))),
);

/** GET admin/customers/{id}. */
export const getCustomerHandler = factory.createHandlers(...customerManager, validate('param', paths.getCustomer.params), async (c) => {
  const db = c.get('db');
  const customer = await reachableCustomer(db, writer(c), Number(c.req.valid('param').id));
  return c.json(await customerDetail(db, writer(c), customer));
});

/** POST admin/customers/{id}/associations/{association_id}/decision. */
export const decideAssociationHandler = factory.createHandlers(
  ...customerManager,
  validate('param', paths.decideAssociation.params),
  validate('json', paths.decideAssociation.body),
  async (c) => {
    const { id, association_id } = c.req.valid('param');
    const ids = { customerId: Number(id), associationId: Number(association_id) };
    return c.json(await decideAssociation(c.get('db'), writer(c), ids, c.req.valid('json'), outboxOptions(c)));
  },
);

/** POST admin/customers/{id}/employee-status (operators). */
export const setEmployeeStatusHandler = factory.createHandlers(
  ...accountsManager,
  validate('param', paths.setEmployeeStatus.params),
  validate('json', paths.setEmployeeStatus.body),
  async (c) => c.json(await setEmployeeStatus(c.get('db'), writer(c), Number(c.req.valid('param').id), c.req.valid('json'))),
);

/** POST admin/customers/{id}/points (operators). */
export const adjustPointsHandler = factory.createHandlers(
  ...accountsManager,
  validate('param', paths.adjustPoints.params),
  validate('json', paths.adjustPoints.body),
  async (c) => c.json(await adjustPoints(c.get('db'), writer(c), Number(c.req.valid('param').id), c.req.valid('json'))),
);
