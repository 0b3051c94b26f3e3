import * as z from 'zod/mini';
import { ORDER_STATUSES } from '@/domain/order-status';
import { queryId } from './common';
import { queueOrderSchema } from './staff';

/**
 * Live updates (README "Live updates"): one server-sent events stream per signed-in tab, carrying
 * what would otherwise wait for the next 60 s refresh. Each `data:` line is one LiveEvent as JSON; the
 * SSE `event:` field names its kind and `id:` its number, which a reconnect sends back as
 * Last-Event-ID to get what it missed. The client refetches only the data an event names.
 */

/** Whose the stream is and what it hears: the tab's store, whose menu it shows and, for staff, whose queue it works. */
export const liveQuerySchema = z.object({ store_id: queryId });

/** What part of a store's menu changed, so an open menu refetches only that. */
export const CATALOG_PARTS = ['stock', 'price', 'specials', 'store', 'items'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/**
 * An order moved: its shopper's order page and history, and its store's queue, refetch it. To the
 * store's staff it also carries the order's queue card as of when the event went out, so the queue
 * shows it before its refetch answers.
 */
export const liveOrderEventSchema = z.object({
  kind: z.literal('order'),
  order_id: z.int(),
  store_id: z.int(),
  status: z.enum(ORDER_STATUSES),
  from_status: z.enum(ORDER_STATUSES),
  /** Placed or checked in at a kiosk (the counter's cue that a shopper is waiting). */
  kiosk: z.boolean(),
  /**
   * The order as a row of the Order Queue answer (staff/op/order-queue), only on streams of the
   * store's staff; absent on a shopper's stream, on an event replayed after Last-Event-ID, for an
   * order not (or no longer) placed, and when it could not be read in time: the client then refetches.
   */
  card: z.optional(queueOrderSchema),
});

/** A store's menu changed (stock, prices, specials, the store's own settings or items). */
export const liveCatalogEventSchema = z.object({
  kind: z.literal('catalog'),
  store_id: z.int(),
  parts: z.array(z.enum(CATALOG_PARTS)),
  /** The inventory items whose product pages changed; absent when the change was store-wide. */
  item_ids: z.optional(z.array(z.int())),
});

/**
 * Sent when a reconnect asked for events older than the server keeps: the client refetches
 * everything the stream would have told it of.
 */
export const liveResetEventSchema = z.object({ kind: z.literal('reset') });

export const liveEventSchema = z.discriminatedUnion('kind', [liveOrderEventSchema, liveCatalogEventSchema, liveResetEventSchema]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveOrderEvent = z.infer<typeof liveOrderEventSchema>;
export type LiveCatalogEvent = z.infer<typeof liveCatalogEventSchema>;

export const LIVE_MESSAGES = {
  tooManyStreams: 'Too many open live connections for this account. Close a tab and try again.',
  /** No stream now (past the process's limit, or shutting down): the client keeps refreshing on its timer. */
  unavailable: 'Live updates are not available right now.',
} as const;
