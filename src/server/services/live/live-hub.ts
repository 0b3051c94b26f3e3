import type { LiveEvent } from '@/api/live';
import type { QueueOrder } from '@/api/staff';
import type { Database } from '@/server/db/client';
import { invalidateCatalog } from '@/server/services/catalog/catalog-cache';
import { logError } from '@/server/services/logging/log-error';
import { queueCard } from '@/server/services/staff/order-queue';
import { clientEvent, type StoredLiveEvent } from './live-event-row';

/** One open stream of a signed-in tab, as the hub fans events out to it. */
export interface LiveStream {
  userId: number;
  /** The sign-in session of the token that opened it: ending that session closes the stream. */
  sessionId: string;
  /** The store the tab shows: its menu's changes, and its queue's when staffOfStore. */
  storeId: number;
  staffOfStore: boolean;
  deliver(id: number, event: LiveEvent): void;
  end(): void;
}

/** Reads an order's queue card as of now (src/server/services/staff/order-queue.ts). */
export type CardReader = (storeId: number, orderId: number) => Promise<QueueOrder | undefined>;

/**
 * The longest an order event waits for its card; past it the event goes out without one (the
 * terminal refetches, as it would anyway) rather than hold back every event behind it.
 */
export const CARD_WAIT_MS = 500;

/** An event heard, waiting its turn: it goes out once every event heard before it has. */
interface Heard {
  id: number;
  event: StoredLiveEvent;
  wire: LiveEvent;
  /** Still being read: this event and every later one wait. */
  readingCard: boolean;
  card?: QueueOrder;
}

function addTo<K>(index: Map<K, Set<LiveStream>>, key: K, stream: LiveStream) {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(stream);
}

function removeFrom<K>(index: Map<K, Set<LiveStream>>, key: K, stream: LiveStream) {
  const set = index.get(key);
  set?.delete(stream);
  if (set?.size === 0) index.delete(key);
}

/**
 * This process's open streams, indexed by store and by user so an event reaches its audience
 * without walking every stream, and the process's caches, dropped by the event that makes them
 * stale whichever process wrote it (README "Live updates").
 */
export class LiveHub {
  private readonly byStore = new Map<number, Set<LiveStream>>();
  private readonly byUser = new Map<number, Set<LiveStream>>();
  /** Open streams of each store's staff: an order event's card is read only where some are open. */
  private readonly staffAt = new Map<number, number>();
  /** Events heard and not yet sent, oldest first: only an order event whose card is being read holds the line. */
  private readonly waiting: Heard[] = [];
  /** The newest event heard: where a stream opened now starts, so its reconnect resumes from there. */
  lastEventId = 0;

  /**
   * `origin` names this process in the catalog events it writes: it has dropped its own cache
   * already. `readCard` reads an order's queue card (a test may slow it down or count its calls).
   */
  constructor(
    private readonly db: Database,
    readonly origin: string,
    private readonly readCard: CardReader = (storeId, orderId) => queueCard(db, storeId, orderId),
  ) {}

  get size(): number {
    let total = 0;
    for (const set of this.byUser.values()) total += set.size;
    return total;
  }

  streamsOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Adds a stream; the answer removes it (its connection closed). */
  add(stream: LiveStream): () => void {
    addTo(this.byStore, stream.storeId, stream);
    addTo(this.byUser, stream.userId, stream);
    if (stream.staffOfStore) this.staffAt.set(stream.storeId, (this.staffAt.get(stream.storeId) ?? 0) + 1);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      removeFrom(this.byStore, stream.storeId, stream);
      removeFrom(this.byUser, stream.userId, stream);
      if (!stream.staffOfStore) return;
      const left = (this.staffAt.get(stream.storeId) ?? 1) - 1;
      if (left > 0) this.staffAt.set(stream.storeId, left);
      else this.staffAt.delete(stream.storeId);
    };
  }

  /** An event committed by any process: drop what it makes stale, then tell the streams it concerns. */
  announce(event: StoredLiveEvent): void {
    if (event.id > this.lastEventId) this.lastEventId = event.id;
    if (event.kind === 'session') {
      const sessionId = event.payload.session_id;
      for (const stream of [...(this.byUser.get(event.userId ?? 0) ?? [])]) {
        if (sessionId === undefined || stream.sessionId === sessionId) stream.end();
      }
      return;
    }
    if (event.kind === 'catalog' && event.payload.origin !== this.origin) invalidateCatalog(this.db, event.storeId);
    const wire = clientEvent(event);
    if (!wire) return;
    const heard: Heard = { id: event.id, event, wire, readingCard: wire.kind === 'order' && this.staffAt.has(event.storeId) };
    this.waiting.push(heard);
    if (heard.readingCard && wire.kind === 'order') void this.readCardOf(heard, wire.order_id);
    else this.sendWaiting();
  }

  /**
   * Reads an order event's card once for every staff stream of this process, then lets it (and
   * what waited behind it) go out: with the card when read in time, without it otherwise.
   */
  private async readCardOf(heard: Heard, orderId: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tooLate = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), CARD_WAIT_MS)));
    try {
      heard.card = await Promise.race([this.readCard(heard.event.storeId, orderId), tooLate]);
    } catch (error) {
      logError(`[live] reading the queue card of order ${orderId}`, error);
    } finally {
      clearTimeout(timer);
      heard.readingCard = false;
      this.sendWaiting();
    }
  }

  /** Sends the events heard, in order, up to the first whose card is still being read. */
  private sendWaiting(): void {
    while (this.waiting.length && !this.waiting[0]!.readingCard) {
      const { id, event, wire, card } = this.waiting.shift()!;
      const staffWire: LiveEvent = card && wire.kind === 'order' ? { ...wire, card } : wire;
      // The owner's tab at another store may be staff there: staff of this store only.
      for (const stream of this.audience(event)) stream.deliver(id, stream.staffOfStore && stream.storeId === event.storeId ? staffWire : wire);
    }
  }

  /**
   * Catalog events go to every stream of the store; order events to their shopper and the store's
   * staff. Only a staff stream of the event's store gets an order's card (the order's own shopper
   * has their order page; another shopper never hears of the order at all).
   */
  private *audience(event: StoredLiveEvent): Iterable<LiveStream> {
    const atStore = this.byStore.get(event.storeId) ?? new Set<LiveStream>();
    if (event.kind === 'catalog') {
      yield* atStore;
      return;
    }
    const owners = event.userId === null ? undefined : this.byUser.get(event.userId);
    for (const stream of owners ?? []) yield stream;
    for (const stream of atStore) if (stream.staffOfStore && stream.userId !== event.userId) yield stream;
  }

  /** Every stream of this process ends (shutdown): clients reconnect to another process. */
  endAll(): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.end();
  }
}
