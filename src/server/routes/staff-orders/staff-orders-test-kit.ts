import { cartSchema } from '@/api/cart';
import { staffCartEnvelopeSchema, staffOrderPaths, type StartStaffOrderBody } from '@/api/staff-orders';
import type { Auth } from '../testing/cart-fixture';
import { createStaffTestApp } from '../staff/staff-test-kit';

/**
 * The staff order tests' common setup (part 2 §4 "Staff order on behalf"): the staff test app (carts app,
 * portal users at chosen stores, shoppers' orders) plus the staff order calls by contract name.
 */
export type StaffOrderOp = keyof typeof staffOrderPaths;
type PostOp = Exclude<StaffOrderOp, 'userSearchSlim'>;

export async function createStaffOrderTestApp() {
  const app = await createStaffTestApp();

  const orderCall = (op: PostOp, auth: Auth, json?: unknown) => app.post(staffOrderPaths[op].path, auth, json);
  const search = (auth: Auth, query: { search?: string; store_id?: number | string }) => {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return app.get(`${staffOrderPaths.userSearchSlim.path}?${params}`, auth);
  };

  /** A call that must succeed, answering the parsed staff cart. */
  async function cartOf(op: Exclude<PostOp, 'staffStartOrder' | 'staffGetOrder'>, auth: Auth, json: unknown) {
    const response = await orderCall(op, auth, json);
    if (response.status !== 200) throw new Error(`${op} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return cartSchema.parse(response.body);
  }

  /** Start Order that must succeed: the started cart and who it is for. */
  async function start(auth: Auth, body: StartStaffOrderBody) {
    const response = await orderCall('staffStartOrder', auth, body);
    if (response.status !== 200) throw new Error(`start-order answered ${response.status}: ${JSON.stringify(response.body)}`);
    const envelope = staffCartEnvelopeSchema.parse(response.body);
    return { cart: envelope.cart!, customer: envelope.customer! };
  }

  /** A staff member of a fresh store with one item, and a walk-in order started for it. */
  async function startedWalkIn(storeValues: Parameters<typeof app.store>[0] = {}) {
    const store = await app.store(storeValues);
    const item = await app.item(store.id);
    const staff = await app.staffer([store.id]);
    const { cart } = await start(staff.auth, { store_id: store.id, usage_type: 'recreational', customer: { type: 'new', by: 'anonymous', first: 'Walk', last: 'In' } });
    return { store, item, staff, cart };
  }

  return { ...app, orderCall, search, cartOf, start, startedWalkIn };
}

export type StaffOrderTestApp = Awaited<ReturnType<typeof createStaffOrderTestApp>>;
