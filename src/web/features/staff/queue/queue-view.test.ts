import { describe, expect, it } from 'vitest';
import type { QueueOrder } from '@/api/staff';
import { makeQueueOrder } from '../test-fixtures';
import { QUEUE_VIEW_KEY, readQueueViewPrefs } from './queue-view-prefs';
import { defaultQueueSort, matchesQueueSearch, queueOrderType, queueView } from './queue-view';

const at = (minute: number) => `2026-11-21T18:${String(minute).padStart(2, '0')}:00.000Z`;
const dana = makeQueueOrder({ id: 1042, status: 'submitted', submitted_on: at(10) });
const zoe = makeQueueOrder({
  id: 1043,
  status: 'fulfilled',
  order_type: 'delivery',
  submitted_on: at(5),
  customer: { ...dana.customer, user_id: 8, first: 'Zoë', last: 'Adams', phone: '2125550199', email: 'zoe@example.test' },
});
const kiosk = makeQueueOrder({ id: 1044, status: 'awaiting_checkin', checkin: true, submitted_on: at(20), customer: { ...dana.customer, user_id: null, first: 'Robin', last: '', phone: null, email: null } });
const curbside = makeQueueOrder({ id: 1045, status: 'requested', curbside_pickup: true, submitted_on: at(15), customer: { ...dana.customer, first: 'ada', last: 'Lovelace', email: 'ada@example.test' } });
const orders: QueueOrder[] = [dana, zoe, kiosk, curbside];
const ids = (list: QueueOrder[]) => list.map((order) => order.id);

describe('the order type of a queue row (part 2 §9 order types; DECISIONS.md check-in)', () => {
  it('delivery, else check-in, else curbside, else pickup', () => {
    expect([dana, zoe, kiosk, curbside].map(queueOrderType)).toEqual(['pickup', 'delivery', 'checkin', 'curbside']);
  });
});

describe('searching the queue at the counter: name, order number or phone', () => {
  it.each([
    ['1042', [1042]],
    ['#1043', [1043]],
    ['104', [1042, 1043, 1044, 1045]],
    ['dana', [1042]],
    ['REYES dana', [1042]],
    ['zoe', [1043]],
    ['lovelace', [1045]],
    ['zoe@example', [1043]],
    ['555-0199', [1043]],
    ['(212) 555-0199', [1043]],
    ['2125550199', [1043]],
    ['  ', [1042, 1043, 1044, 1045]],
    ['nobody', []],
  ])('%s finds %j', (search, expected) => {
    expect(orders.filter((order) => matchesQueueSearch(order, search)).map((order) => order.id)).toEqual(expected);
  });

  it('a short number is an order number only, not any phone containing it', () => {
    expect(matchesQueueSearch(zoe, '19')).toBe(false);
  });
});

describe('the order of the queue (part 2 §4 "In Progress … oldest first … Other choices order newest first"; §9)', () => {
  it('follows the spec by default: In Progress oldest first, every other filter newest first', () => {
    expect(defaultQueueSort('in_progress')).toBe('oldest');
    for (const filter of ['all', 'awaiting_checkin', 'out_for_delivery', 'completed', 'cancelled'] as const) expect(defaultQueueSort(filter)).toBe('newest');
  });

  it('newest or oldest first by the time placed', () => {
    expect(ids(queueView(orders, { sort: 'newest', type: undefined, search: '' }))).toEqual([1044, 1045, 1042, 1043]);
    expect(ids(queueView(orders, { sort: 'oldest', type: undefined, search: '' }))).toEqual([1043, 1042, 1045, 1044]);
  });

  it('by status along the order\'s life, by order type, or by name; the longest waiting first within each', () => {
    expect(ids(queueView(orders, { sort: 'status', type: undefined, search: '' }))).toEqual([1045, 1044, 1042, 1043]);
    expect(ids(queueView(orders, { sort: 'type', type: undefined, search: '' }))).toEqual([1042, 1045, 1044, 1043]);
    expect(ids(queueView(orders, { sort: 'customer', type: undefined, search: '' }))).toEqual([1045, 1042, 1044, 1043]);
  });

  it('one order type only, and the search, together; the orders given are left as they were', () => {
    const given = [...orders];
    expect(ids(queueView(orders, { sort: 'newest', type: 'pickup', search: '' }))).toEqual([1042]);
    expect(ids(queueView(orders, { sort: 'newest', type: 'delivery', search: 'dana' }))).toEqual([]);
    expect(orders).toEqual(given);
  });
});

describe('the order and order type, remembered on the terminal', () => {
  it('reads what was saved, and anything unknown or unreadable as the defaults', () => {
    localStorage.setItem(QUEUE_VIEW_KEY, JSON.stringify({ sort: 'status', type: 'curbside' }));
    expect(readQueueViewPrefs()).toEqual({ sort: 'status', type: 'curbside' });
    localStorage.setItem(QUEUE_VIEW_KEY, JSON.stringify({ sort: 'price', type: 'drone' }));
    expect(readQueueViewPrefs()).toEqual({ sort: undefined, type: undefined });
    localStorage.setItem(QUEUE_VIEW_KEY, '{not json');
    expect(readQueueViewPrefs()).toEqual({ sort: undefined, type: undefined });
    localStorage.removeItem(QUEUE_VIEW_KEY);
    expect(readQueueViewPrefs()).toEqual({ sort: undefined, type: undefined });
  });
});
