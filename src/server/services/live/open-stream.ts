import type { SSEStreamingApi } from 'hono/streaming';
import type { LiveEvent } from '@/api/live';
import { clientEvent } from './live-event-row';
import type { LiveHub, LiveStream } from './live-hub';
import { missedEvents } from './missed-events';

/** Writes waiting on a client that reads too slowly; past this its stream ends and it reconnects. */
const MAX_PENDING_WRITES = 256;

/** The hub hands one event object to every stream of an audience: it is written as JSON once. */
const eventJson = new WeakMap<LiveEvent, string>();
function jsonOf(event: LiveEvent): string {
  let json = eventJson.get(event);
  if (json === undefined) eventJson.set(event, (json = JSON.stringify(event)));
  return json;
}

export interface StreamOptions {
  hub: LiveHub;
  db: Parameters<typeof missedEvents>[0];
  audience: Omit<LiveStream, 'deliver' | 'end'>;
  lastEventId: number | undefined;
  heartbeatMs: number;
  /** When the token that opened it stops working: the stream ends, and the client reopens it with a fresh one. */
  endsAtMs: number | undefined;
}

/**
 * Runs one stream until its client goes, its session ends or its token expires: joins the hub
 * before replaying what the client missed (so nothing falls between), sends `ready` with the number
 * to resume from, then what the hub delivers and a heartbeat comment.
 */
export async function runLiveStream(sse: SSEStreamingApi, options: StreamOptions): Promise<void> {
  const { hub } = options;
  let pending = 0;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let replaying = true;
  const heldBack: { id: number; event: LiveEvent }[] = [];
  const sent = new Set<number>();
  let newestSent = 0;

  const write = (text: string) => {
    if (pending >= MAX_PENDING_WRITES) return finish();
    pending += 1;
    sse.write(text).then(
      () => (pending -= 1),
      () => finish(),
    );
  };
  // Only the replay and the events held back meanwhile can repeat one another.
  const send = (id: number, event: LiveEvent) => {
    if (sent.has(id)) return;
    if (replaying) sent.add(id);
    newestSent = Math.max(newestSent, id);
    write(`event: ${event.kind}\ndata: ${jsonOf(event)}\nid: ${id}\n\n`);
  };

  const stream: LiveStream = {
    ...options.audience,
    deliver: (id, event) => (replaying ? heldBack.push({ id, event }) : send(id, event)),
    end: () => finish(),
  };
  const leave = hub.add(stream);
  sse.onAbort(() => finish());
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  const expiry = options.endsAtMs === undefined ? undefined : setTimeout(() => finish(), Math.max(0, options.endsAtMs - Date.now()));
  try {
    let resumeFrom = hub.lastEventId;
    if (options.lastEventId !== undefined) {
      const missed = await missedEvents(options.db, options.audience, options.lastEventId);
      if (missed.reset) write(`event: reset\ndata: ${JSON.stringify({ kind: 'reset' })}\n\n`);
      else {
        for (const row of missed.events) {
          const event = clientEvent(row);
          if (event) send(row.id, event);
          resumeFrom = Math.max(resumeFrom, row.id);
        }
      }
      resumeFrom = Math.max(resumeFrom, options.lastEventId);
    }
    for (const held of heldBack.splice(0)) send(held.id, held.event);
    replaying = false;
    sent.clear();
    write(`event: ready\ndata: {}\nid: ${Math.max(resumeFrom, newestSent)}\n\n`);
    await finished;
  } finally {
    leave();
    clearInterval(heartbeat);
    if (expiry) clearTimeout(expiry);
  }
}
