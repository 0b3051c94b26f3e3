import type { LiveEvent } from '@/api/live';

/** One server-sent event as a client reads it: its `event:`, `id:` and parsed `data:` (or a heartbeat comment). */
export interface Frame {
  event?: string;
  id?: string;
  data?: unknown;
  comment?: string;
}

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('id: ')) frame.id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length) frame.data = JSON.parse(data.join('\n'));
  return frame;
}

/**
 * Reads an event stream answer frame by frame, as the web client does; `next` waits for the next
 * frame that matches (the test's own timeout bounds the wait), `close` hangs up like a closed tab.
 */
export function readLiveStream(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const frames: Frame[] = [];
  let buffer = '';
  let read = 0;
  let ended = false;

  async function pull(): Promise<boolean> {
    const chunk = await reader.read();
    if (chunk.done) {
      ended = true;
      return false;
    }
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      frames.push(parseFrame(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
    }
    return true;
  }

  /** The next frame that `matches`, skipping others; undefined once the server ended the stream. */
  async function next(matches: (frame: Frame) => boolean = () => true): Promise<Frame | undefined> {
    for (;;) {
      while (read < frames.length) {
        const frame = frames[read++]!;
        if (matches(frame)) return frame;
      }
      if (ended || !(await pull())) return undefined;
    }
  }

  /** The next event of a kind the client acts on (order, catalog, reset), skipping heartbeats and `ready`. */
  const nextEvent = async () => (await next((frame) => frame.event !== undefined && frame.event !== 'ready'))?.data as LiveEvent | undefined;

  /** True once the server has closed the stream (reads what is left first). */
  async function closedByServer(): Promise<boolean> {
    while (await next()) {
      // drain what was sent before the end
    }
    return ended;
  }

  return { next, nextEvent, closedByServer, frames, close: () => reader.cancel() };
}
