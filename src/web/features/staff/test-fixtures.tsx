import type { QueueOrder, StaffOrder, StaffStore } from '@/api/staff';
import type { User } from '@/api/user';
import { makeOrder } from '@/web/shared/orders/test-fixtures';
import { renderRoutes } from '@/web/testing/render';
import { makeStore } from '@/web/testing/store-fixtures';
import { makeUser } from '@/web/testing/users';
import { StaffHome } from './home/staff-home';
import { StaffOrderPage } from './order/staff-order-page';
import { OrderQueuePage } from './queue/order-queue-page';
import { dropHistoryFilterBesideQueue, ordersRouteSearchSchema } from '@/web/shared/orders/orders-route-search';
import { workingStoreState } from './working-store';

/** A signed-in portal user (part 2 §6). Test-only. */
export const makeStaffUser = (overrides: Partial<User> = {}) => makeUser({ id: 41, first: 'Jordan', last: 'Reyes', is_portal_user: true, ...overrides });

/** Forgets the working store this device remembered. Test-only. */
export function forgetWorkingStore(): void {
  localStorage.clear();
  workingStoreState.storeId = undefined;
}

/**
 * Renders the staff screens at their paths (/, /orders with the route's search validation,
 * /order/{id}), signed in as a portal user whose account is already read, with a /shop stand-in.
 * Test-only: the real route files choose these screens through PortalSwitch.
 */
export function renderStaffRoutes(path: string, { user = makeStaffUser() }: { user?: User } = {}) {
  return renderRoutes(
    [
      { path: '/', component: StaffHome },
      { path: '/orders', validateSearch: ordersRouteSearchSchema, search: { middlewares: [dropHistoryFilterBesideQueue] }, component: OrderQueuePage },
      { path: '/order/$id', component: StaffOrderPage },
      { path: '/shop', component: () => <p>Shop page</p> },
    ],
    { path, user, store: makeStore() },
  );
}

/** The Springfield store of the order fixtures, as a staff member's store. Test-only. */
export function makeStaffStore(overrides: Partial<StaffStore> = {}): StaffStore {
  return { id: 1, name: 'Springfield', store_slug: 'springfield-il', state: 'IL', timezone: 'America/Chicago', usage_types: ['medical', 'recreational'], ...overrides };
}

export const storeList = (stores: StaffStore[]) => ({ data: stores, rows: stores.length, total_rows: stores.length });

/** A submitted pickup order of customer 7 in the queue, placed by the customer. Test-only. */
export function makeQueueOrder(overrides: Partial<QueueOrder> = {}): QueueOrder {
  return {
    id: 1042,
    store_id: 1,
    status: 'submitted',
    usage_type: 'recreational',
    order_type: 'pickup',
    curbside_pickup: false,
    vehicle_description: null,
    checkin: false,
    submitted_on: '2026-11-21T18:26:00.000Z',
    item_count: 2,
    grand_total_cents: 4000,
    customer: { user_id: 7, first: 'Dana', last: 'Reyes', phone: '8455550142', email: 'dana@example.test', contact_method: 'email,text', anonymous: false },
    allowed_transitions: ['fulfilled', 'rejected', 'cancelled'],
    last_change: { from_status: 'pending', to_status: 'submitted', at: '2026-11-21T18:26:00.000Z', by: 'Customer', reason: null, reason_note: null },
    ...overrides,
  };
}

export const queueAnswer = (orders: QueueOrder[], asOf = '2026-11-21T18:30:05.000Z') => ({ data: orders, rows: orders.length, total_rows: orders.length, as_of: asOf });

/** The staff view of the order fixture (features/orders/test-fixtures.ts makeOrder). Test-only. */
export function makeStaffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  const queued = makeQueueOrder();
  return {
    order: makeOrder(),
    customer: queued.customer,
    allowed_transitions: ['fulfilled', 'rejected', 'cancelled'],
    history: [queued.last_change!],
    ...overrides,
  };
}

/** Fake API answers every staff screen needs: the person's stores and the terminal settings. Test-only. */
export const staffBasics = (stores: StaffStore[] = [makeStaffStore()], queueRefreshSeconds = 60) => ({
  '/staff/op/my-stores': () => ({ body: storeList(stores) }),
  '/p/terminal-settings': () => ({ body: { queue_refresh_seconds: queueRefreshSeconds, kiosk_idle_seconds: 90, kiosk_reset_countdown_seconds: 15 } }),
});
