import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { queueOrderSchema, type OrderQueue, type QueueOrder } from '@/api/staff';
import { queueReadsOldestFirst, queueStatusesOf, queueWindowStart } from '@/domain/order-queue';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { staffKeys } from '@/web/data/query-keys/staff';

/*
 * The queue card a staff stream's order event carries (README "Live updates"), put into the cached
 * Order Queue answers of its store at once; the refetch the event also starts then confirms them.
 * The live client every signed-in tab loads carries no schema code: it loads this module when a card
 * comes, which on a terminal is loaded already (the queue's query takes its meta from here).
 */

/**
 * What a cached queue answer holds, kept in its query's meta (the filter's name in its key says no
 * more): a card goes into a queue only if its status is one of these. A queue without it is only refetched.
 */
export const queueQueryMeta = (statuses: OrderStatus[]) => ({ queueStatuses: statuses });
const metaSchema = z.object({ queueStatuses: z.array(z.enum(ORDER_STATUSES)) });

const submittedMs = (order: QueueOrder) => (order.submitted_on === null ? Number.NaN : Date.parse(order.submitted_on));

/** Whether the queue asked for `statuses` holds `card` at `now`: one of its statuses, placed within the last 72 hours. */
function holds(statuses: readonly OrderStatus[], card: QueueOrder, now: Date): boolean {
  return queueStatusesOf(statuses).includes(card.status) && submittedMs(card) >= queueWindowStart(now).getTime();
}

/**
 * The queue answer with `card` in its place, as the server would sort it (by submission, then id;
 * oldest first for In Progress only, newest first otherwise), or without it when the queue no longer
 * holds it (moved to a status the filter leaves out). The same answer when nothing changes.
 */
export function withQueueCard(answer: OrderQueue, card: QueueOrder, statuses: readonly OrderStatus[], now = new Date()): OrderQueue {
  const others = answer.data.filter((order) => order.id !== card.id);
  if (!holds(statuses, card, now)) {
    if (others.length === answer.data.length) return answer;
    return { ...answer, data: others, rows: others.length, total_rows: answer.total_rows - 1 };
  }
  const sign = queueReadsOldestFirst(statuses) ? 1 : -1;
  const readsBefore = (a: QueueOrder, b: QueueOrder) => sign * (submittedMs(a) - submittedMs(b) || a.id - b.id) < 0;
  const at = others.findIndex((order) => readsBefore(card, order));
  const data = at < 0 ? [...others, card] : [...others.slice(0, at), card, ...others.slice(at)];
  return { ...answer, data, rows: data.length, total_rows: answer.total_rows + (data.length - answer.data.length) };
}

/**
 * Puts a card into every cached queue of the user's store that says what it holds (its meta) and
 * has an answer; answers false when the card does not read as a queue row of this store.
 */
export function putQueueCard(queryClient: QueryClient, userId: number, storeId: number, raw: unknown, now = new Date()): boolean {
  const parsed = queueOrderSchema.safeParse(raw);
  if (!parsed.success || parsed.data.store_id !== storeId) return false;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: staffKeys.queues(userId, storeId) })) {
    const meta = metaSchema.safeParse(query.meta);
    const answer = query.state.data as OrderQueue | undefined;
    if (!meta.success || answer === undefined) continue;
    const next = withQueueCard(answer, parsed.data, meta.data.queueStatuses, now);
    if (next !== answer) queryClient.setQueryData(query.queryKey, next);
  }
  return true;
}
