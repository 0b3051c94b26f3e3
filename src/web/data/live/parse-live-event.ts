import type { CatalogPart, LiveEvent } from '@/api/live';

/*
 * The stream's events, checked by hand rather than with the contract's zod schemas (src/api/live.ts),
 * so the live client adds no schema code to the chunk that loads it: the client only needs the ids
 * that name what to refetch, and whatever it cannot read it ignores (the refresh timers still run).
 */

type Fields = Record<string, unknown>;

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isId);

function objectOf(data: string): Fields | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
  } catch {
    return undefined;
  }
}

/** The LiveEvent a frame carries, or undefined for a kind or shape this release does not know. */
export function parseLiveEvent(kind: string, data: string): LiveEvent | undefined {
  if (kind === 'reset') return { kind: 'reset' };
  const fields = objectOf(data);
  if (!fields || fields.kind !== kind || !isId(fields.store_id)) return undefined;
  if (kind === 'order') {
    if (!isId(fields.order_id) || typeof fields.status !== 'string' || typeof fields.from_status !== 'string') return undefined;
    // A staff stream's queue card passes as sent: ./queue-card.ts (loaded only where one comes) checks it with the queue's schema.
    return fields as LiveEvent;
  }
  if (kind === 'catalog') {
    if (!Array.isArray(fields.parts) || !fields.parts.every((part) => typeof part === 'string')) return undefined;
    if (fields.item_ids !== undefined && !isIdList(fields.item_ids)) return undefined;
    return { kind, store_id: fields.store_id, parts: fields.parts as CatalogPart[], ...(fields.item_ids ? { item_ids: fields.item_ids } : {}) };
  }
  return undefined;
}
