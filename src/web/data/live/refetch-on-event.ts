import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveCatalogEvent, LiveEvent } from '@/api/live';
import { cartKeys, inventoryKeys, orderKeys, specialKeys, staffKeys, startupKeys, storeKeys } from '@/web/data/query-keys';

/**
 * The queries each live event makes stale (README "Live updates"): a tab refetches only what the
 * event names, and only the queries on screen at once; the others refetch when next shown. An order
 * event that carries the order's queue card (staff streams) first puts it into the store's cached
 * queues, so the terminal shows it before the refetch answers.
 */

/** Stock-only changes come with every order at a busy store: their refetch waits up to this long, at random. */
export const STOCK_REFETCH_SPREAD_MS = 3_000;

/** Whose tab this is: the signed-in user and the store the stream is for. */
export interface LiveAudience {
  userId: number;
  storeId: number;
}

type Match = (key: QueryKey) => boolean;

const startsWith =
  (prefix: QueryKey): Match =>
  (key) =>
    prefix.every((part, index) => key[index] === part);

const anyOf =
  (...matches: Match[]): Match =>
  (key) =>
    matches.some((match) => match(key));

/** A shopper's order and its lists, and the staff queue and order view of its store. */
function orderQueries(userId: number, storeId: number, orderId: number | undefined): Match {
  return anyOf(
    startsWith(orderId === undefined ? ['carts', 'order', userId] : cartKeys.order(userId, orderId)),
    startsWith(orderKeys.lists(userId)),
    startsWith(cartKeys.slim(userId)),
    startsWith(staffKeys.queues(userId, storeId)),
    startsWith(orderId === undefined ? staffKeys.orders(userId, storeId) : staffKeys.order(userId, storeId, orderId)),
  );
}

/** Which of a store's menu queries a catalog change makes stale (inventoryKeys: [root, store, usage, kind, ...]). */
function catalogQueries(event: Pick<LiveCatalogEvent, 'store_id' | 'parts' | 'item_ids'>): Match {
  const { store_id: storeId, parts, item_ids: itemIds } = event;
  const products = parts.some((part) => part === 'stock' || part === 'price' || part === 'items');
  const specials = parts.includes('specials');
  const matches: Match[] = [];
  if (products || specials) {
    matches.push((key) => {
      if (key[0] !== inventoryKeys.all[0] || key[1] !== storeId) return false;
      const kind = key[3];
      // A specials list is what a special's change reshapes; other lists and pages only when products changed.
      if (kind === 'special' || kind === 'specials') return true;
      if (!products) return false;
      if (kind === 'detail') return !itemIds || itemIds.includes(key[4] as number);
      return true;
    });
  }
  if (specials) matches.push((key) => key[0] === specialKeys.all[0] && key[1] === storeId);
  if (parts.includes('store')) matches.push(startsWith(startupKeys.all), startsWith(storeKeys.all));
  return anyOf(...matches);
}

const ALL_PARTS = ['stock', 'price', 'items', 'specials', 'store'] as const;

/** The queries `event` makes stale for this tab. */
export function staleQueries(event: LiveEvent, audience: LiveAudience): Match {
  if (event.kind === 'order') return orderQueries(audience.userId, event.store_id, event.order_id);
  if (event.kind === 'catalog') return catalogQueries(event);
  // A reset: the client missed more than the server keeps, so everything the stream speaks of.
  return anyOf(orderQueries(audience.userId, audience.storeId, undefined), catalogQueries({ store_id: audience.storeId, parts: [...ALL_PARTS] }));
}

const isStockOnly = (event: LiveEvent) => event.kind === 'catalog' && event.parts.length > 0 && event.parts.every((part) => part === 'stock');

/** ./queue-card.ts, loaded when a card comes (a terminal's queue screen has loaded it already): it holds the schema code the live client leaves out. */
export type QueueCards = typeof import('./queue-card');
const loadQueueCardsModule = (): Promise<QueueCards> => import('./queue-card');

export interface Refetcher {
  apply(event: LiveEvent): void;
  /** Drops a spread refetch not yet run (the stream closed). */
  stop(): void;
}

/**
 * Applies events to the query cache. A stock-only change marks the store's menu stale at once (a
 * page opened now reads afresh) but refetches what is on screen only after a random 0–3 s wait,
 * once for all the stock changes heard meanwhile, so hundreds of open menus do not ask at the same instant.
 */
export function liveRefetcher(
  queryClient: QueryClient,
  audience: LiveAudience,
  random: () => number = Math.random,
  loadQueueCards: () => Promise<QueueCards> = loadQueueCardsModule,
): Refetcher {
  const waiting = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queueCards: Promise<QueueCards> | undefined;
  let stopped = false;
  const predicate = (match: Match) => (query: Query) => match(query.queryKey);

  /**
   * The card goes into the cached queues, then the event's queries are refetched as without one,
   * to confirm it. Cards are put in the order they came (each waits on the one module load); if the
   * module cannot load, the refetch alone brings the order, as before.
   */
  const putCardThenRefetch = (storeId: number, card: unknown, match: Match) => {
    queueCards ??= loadQueueCards();
    void queueCards
      .then((cards) => {
        if (!stopped) cards.putQueueCard(queryClient, audience.userId, storeId, card);
      })
      .catch(() => {
        queueCards = undefined;
      })
      .finally(() => {
        if (!stopped) void queryClient.invalidateQueries({ predicate: predicate(match) });
      });
  };

  const refetchWaiting = () => {
    timer = undefined;
    const match = anyOf(...[...waiting].map((storeId) => catalogQueries({ store_id: storeId, parts: ['stock'] })));
    waiting.clear();
    void queryClient.refetchQueries({ predicate: predicate(match), type: 'active' });
  };

  return {
    apply(event) {
      const match = staleQueries(event, audience);
      // The card is as the stream sent it: ./queue-card.ts checks it with the queue's schema.
      if (event.kind === 'order' && event.card) return putCardThenRefetch(event.store_id, event.card, match);
      if (!isStockOnly(event)) {
        void queryClient.invalidateQueries({ predicate: predicate(match) });
        return;
      }
      void queryClient.invalidateQueries({ predicate: predicate(match), refetchType: 'none' });
      waiting.add((event as LiveCatalogEvent).store_id);
      timer ??= setTimeout(refetchWaiting, random() * STOCK_REFETCH_SPREAD_MS);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      waiting.clear();
    },
  };
}
