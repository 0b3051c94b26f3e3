import type { OrderStatus } from '@/domain/order-status';

/**
 * What a cached Order Queue answer holds, kept in its query's meta (the filter's name in its key
 * says no more): the live client puts an order's card into a queue only if the card's status is one
 * of these (./queue-card.ts). A queue query without it is only refetched.
 */
export interface QueueQueryMeta extends Record<string, unknown> {
  queueStatuses: OrderStatus[];
}

export const queueQueryMeta = (statuses: OrderStatus[]): QueueQueryMeta => ({ queueStatuses: statuses });
