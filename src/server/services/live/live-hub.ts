import type { LiveEvent } from '@/api/live';
import type { Database } from '@/server/db/client';
import { invalidateCatalog } from '@/server/services/catalog/catalog-cache';
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
  /** The newest event heard: where a stream opened now starts, so its reconnect resumes from there. */
  lastEventId = 0;

  /** `origin` names this process in the catalog events it writes: it has dropped its own cache already. */
  constructor(
    private readonly db: Database,
    readonly origin: string,
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
    return () => {
      removeFrom(this.byStore, stream.storeId, stream);
      removeFrom(this.byUser, stream.userId, stream);
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
    for (const stream of this.audience(event)) stream.deliver(event.id, wire);
  }

  /** Catalog events go to every stream of the store; order events to their shopper and the store's staff. */
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
