import type { Hono } from 'hono';
import { adminCustomerPaths } from '@/api/admin-customer-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import {
  adjustPointsHandler,
  decideAssociationHandler,
  getCustomerHandler,
  searchCustomersHandler,
  setEmployeeStatusHandler,
} from './admin-customers.handlers';

/** admin/customers/* (README "Customers in the console"). */
export function registerAdminCustomerRoutes(api: Hono<AppEnv>) {
  mountOperations(api, adminCustomerPaths, {
    searchCustomers: searchCustomersHandler,
    getCustomer: getCustomerHandler,
    decideAssociation: decideAssociationHandler,
    setEmployeeStatus: setEmployeeStatusHandler,
    adjustPoints: adjustPointsHandler,
  });
}
