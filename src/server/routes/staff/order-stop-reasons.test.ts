import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ORDER_STOP_NOTE_MAX_CHARS } from '@/domain/constants';
import { ORDER_STOP_MESSAGES } from '@/domain/order-stop-reasons';
import { cartStatusChanges, outboxMessages } from '@/server/db/schema';
import { createStaffTestApp, type StaffTestApp } from './staff-test-kit';

/**
 * Staff say why they reject or cancel an order (README "Reports": cancellations and rejections with
 * reasons): the reason and note are recorded on the status change, shown in the staff order history and
 * told to the customer as the reason's label; any other move refuses them with a field error.
 */
let app: StaffTestApp;
beforeAll(async () => {
  app = await createStaffTestApp();
});
afterAll(() => app.close());

async function openOrder() {
  const store = await app.store({ ecommDisplayName: 'Old Town' });
  const item = await app.item(store.id, { name: 'Pre-Roll 5pk', recPriceCents: 4000 });
  const staff = await app.staffer([store.id], { first: 'Rosa', last: 'Parks' });
  const shopper = await app.shopper();
  const order = await app.placeOrder(shopper.auth, store.id, [{ id: item.id }]);
  return { store, staff, shopper, order };
}

const move = (auth: Parameters<StaffTestApp['staffCall']>[1], order: { id: number; store_id: number }, status: string, extra: object = {}) =>
  app.staffCall('updateOrderStatus', auth, { store_id: order.store_id, cart_id: order.id, status, ...extra });

describe('a reject or cancel with a reason', () => {
  test('is recorded, shown in the staff history with its note, and told to the customer as its label', async () => {
    const { staff, shopper, order } = await openOrder();
    const response = await move(staff.auth, order, 'rejected', { reason: 'out_of_stock', reason_note: '  Two cartridges gone  ' });
    expect(response.status).toBe(200);
    expect(response.body.history.at(-1)).toMatchObject({ to_status: 'rejected', by: 'Rosa Parks', reason: 'out_of_stock', reason_note: 'Two cartridges gone' });
    expect((await app.orderView(staff.auth, order.id, order.store_id)).body.history.at(-1)).toMatchObject({ reason: 'out_of_stock', reason_note: 'Two cartridges gone' });
    const [notice] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.userId, shopper.user.id)).orderBy(outboxMessages.id).offset(1);
    expect(notice!.body).toContain('was rejected. Reason: Items out of stock.');
    expect(notice!.body).not.toContain('cartridges');
  });

  test('stays optional: a cancel without one records none and the notice names none', async () => {
    const { staff, shopper, order } = await openOrder();
    const response = await move(staff.auth, order, 'cancelled');
    expect(response.status).toBe(200);
    expect(response.body.history.at(-1)).toMatchObject({ to_status: 'cancelled', reason: null, reason_note: null });
    const sent = await app.db.select().from(outboxMessages).where(eq(outboxMessages.userId, shopper.user.id));
    expect(sent.at(-1)!.body).not.toContain('Reason:');
  });
});

describe('refused reasons are a 400 with a field error, and the order does not move', () => {
  test('a reason on a move that is not a reject or cancel', async () => {
    const { staff, order } = await openOrder();
    const response = await move(staff.auth, order, 'fulfilled', { reason: 'other' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ reason: [ORDER_STOP_MESSAGES.reasonNotAllowed] });
    expect(await app.db.select().from(cartStatusChanges).where(eq(cartStatusChanges.cartId, order.id))).toHaveLength(1);
  });

  test('an unknown code, a note without a reason, and a note that is too long', async () => {
    const { staff, order } = await openOrder();
    expect((await move(staff.auth, order, 'rejected', { reason: 'bored' })).body.fields).toHaveProperty('reason');
    expect((await move(staff.auth, order, 'rejected', { reason_note: 'why' })).body.fields).toEqual({ reason: [ORDER_STOP_MESSAGES.noteWithoutReason] });
    const tooLong = await move(staff.auth, order, 'rejected', { reason: 'other', reason_note: 'x'.repeat(ORDER_STOP_NOTE_MAX_CHARS + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ reason_note: [ORDER_STOP_MESSAGES.noteTooLong] });
  });
});
