import { proxy } from 'valtio';
import type { OutboxRow } from '../offline-db';

/**
 * Whose writes wait together: a signed-in person's (`user:12`) or a pinned kiosk's (`kiosk:3`). Each
 * scope keeps its own queue, is sent by one tab at a time and backs off on its own (outbox-engine.ts).
 */
export type OutboxScope = `user:${number}` | `kiosk:${number}`;

export const userScope = (userId: number): OutboxScope => `user:${userId}`;
export const kioskScope = (kioskId: number): OutboxScope => `kiosk:${kioskId}`;

/** A write waiting for the network, as the screens see it. */
export type QueuedWrite = Required<Pick<OutboxRow, 'seq'>> & OutboxRow;

/** What a screen shows of one scope: its waiting writes (oldest first) and whether they are being sent now. */
export interface ScopeState {
  writes: QueuedWrite[];
  sending: boolean;
}

const states = new Map<OutboxScope, ScopeState>();
/** No scope (signed out, not pinned): nothing waits. Never written. */
const NOTHING: ScopeState = proxy({ writes: [], sending: false });

/**
 * The state of one scope, for useSnapshot; the engine keeps it in step with the device's queue. This
 * module is small on purpose: the shell's offline banner reads it on every page.
 */
export function outboxState(scope: OutboxScope | undefined): ScopeState {
  if (scope === undefined) return NOTHING;
  let state = states.get(scope);
  if (!state) {
    state = proxy<ScopeState>({ writes: [], sending: false });
    states.set(scope, state);
  }
  return state;
}
