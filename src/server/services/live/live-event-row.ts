import { CATALOG_PARTS, type LiveEvent } from '@/api/live';
import { ORDER_STATUSES } from '@/domain/order-status';

/** An event as the database announces it (migration 0014_live_events) and keeps it. */
export interface StoredLiveEvent {
  id: number;
  kind: 'order' | 'catalog' | 'session';
  storeId: number;
  userId: number | null;
  payload: Record<string, unknown>;
}

const isInt = (value: unknown): value is number => Number.isInteger(value);
const isStatus = (value: unknown) => typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** The NOTIFY payload as an event; undefined for anything this process does not know (a newer release's kind). */
export function parseAnnouncedEvent(text: string): StoredLiveEvent | undefined {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const { id, kind, store_id: storeId, user_id: userId, payload } = raw;
  if (!isInt(id) || (kind !== 'order' && kind !== 'catalog' && kind !== 'session') || !isInt(storeId)) return undefined;
  if (userId !== null && !isInt(userId)) return undefined;
  if (typeof payload !== 'object' || payload === null) return undefined;
  return { id, kind, storeId, userId, payload: payload as Record<string, unknown> };
}

/** What a client is sent of a stored event; undefined for session events and malformed rows. */
export function clientEvent(event: StoredLiveEvent): LiveEvent | undefined {
  const { payload } = event;
  if (event.kind === 'order') {
    if (!isInt(payload.order_id) || !isStatus(payload.status) || !isStatus(payload.from_status)) return undefined;
    return {
      kind: 'order',
      order_id: payload.order_id,
      store_id: event.storeId,
      status: payload.status as never,
      from_status: payload.from_status as never,
      kiosk: payload.kiosk === true,
    };
  }
  if (event.kind === 'catalog') {
    const parts = Array.isArray(payload.parts) ? payload.parts.filter((part) => (CATALOG_PARTS as readonly unknown[]).includes(part)) : [];
    const itemIds = Array.isArray(payload.item_ids) ? payload.item_ids.filter(isInt) : undefined;
    return { kind: 'catalog', store_id: event.storeId, parts: parts as never, ...(itemIds ? { item_ids: itemIds } : {}) };
  }
  return undefined;
}
