import { STAFF_ORDER_WINDOW_HOURS } from './constants';
import { ORDER_FILTERS, type OrderStatus } from './order-status';

/**
 * The Order Queue's rules (part 2 §6: "a store-scoped list limited to the last 72 hours"; §4
 * filters), shared by the server that answers it and the staff client that puts an order a live
 * event carries into its cached copy (README "Live updates").
 */

const IN_PROGRESS: readonly OrderStatus[] = ORDER_FILTERS.in_progress.statuses;

/** A queue of In Progress statuses only (submitted and fulfilled) reads oldest first, so the longest wait is on top; any other newest first. */
export const queueReadsOldestFirst = (statuses: readonly OrderStatus[]) => statuses.every((status) => IN_PROGRESS.includes(status));

/** The oldest submission the queue still shows at `now`. */
export const queueWindowStart = (now: Date) => new Date(now.getTime() - STAFF_ORDER_WINDOW_HOURS * 3_600_000);

/** The statuses a queue asked for `asked` holds: never an open cart (pending). */
export const queueStatusesOf = (asked: readonly OrderStatus[]): OrderStatus[] => asked.filter((status) => status !== 'pending');
