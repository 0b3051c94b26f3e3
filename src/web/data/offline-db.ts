import { Dexie, type EntityTable } from 'dexie';

/** What the query cache knows about one persisted query without reading its data (for eviction). */
export interface QueryMetaRow {
  key: string;
  /** The query key's first element ('inventory', 'carts', ...): private roots are cleared on sign-out. */
  root: string;
  /** Approximate bytes of the stored data. */
  size: number;
  /** Last written or read (ms since epoch): the least recently used go first. */
  usedAt: number;
}

export interface QueryBodyRow {
  key: string;
  value: unknown;
}

/** A write made while the server could not be reached, replayed in order later (data/outbox/). */
export interface OutboxRow {
  seq?: number;
  /** Whose write: `user:12` (a signed-in person's) or `kiosk:3` (a pinned kiosk's); see OutboxScope. */
  scope: string;
  /** Which write (a call name of the contract: 'addItem', 'submitCart', 'kioskCheckIn'). */
  name: string;
  body: object;
  /** Sent as Idempotency-Key on every attempt, so a replay never writes twice. */
  key: string;
  createdAt: number;
  attempts: number;
}

/**
 * The app's IndexedDB (Dexie): persisted query results (meta apart from bodies, so eviction reads
 * no data) and the offline write queue. One database per origin, so per brand host.
 */
export class OfflineDb extends Dexie {
  queryMeta!: EntityTable<QueryMetaRow, 'key'>;
  queryBody!: EntityTable<QueryBodyRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;

  constructor(name = 'apotheca') {
    super(name);
    this.version(1).stores({
      queryMeta: 'key, root, usedAt',
      queryBody: 'key',
      outbox: '++seq, userId',
    });
    // Writes were kept by user id, a kiosk's under its negative id; they move to their scope, so a
    // device that updates with writes waiting still sends them.
    this.version(2)
      .stores({ outbox: '++seq, scope' })
      .upgrade((tx) =>
        tx
          .table<OutboxRow & { userId?: number }>('outbox')
          .toCollection()
          .modify((row) => {
            const owner = row.userId ?? 0;
            row.scope = owner > 0 ? `user:${owner}` : `kiosk:${-owner}`;
            delete row.userId;
          }),
      );
  }
}

let shared: OfflineDb | undefined;

/** The one database of this page (opened on first use). */
export function offlineDb(): OfflineDb {
  shared ??= new OfflineDb();
  return shared;
}
