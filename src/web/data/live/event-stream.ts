/**
 * Reads a server-sent events answer as the browser's EventSource would (which cannot send the
 * Authorization header the stream needs): lines end with \n or \r\n, a blank line ends a frame,
 * `:` starts a comment (the heartbeat), and a chunk of the answer may end anywhere, even inside a line.
 */

/** One dispatched frame: its `event:` (default 'message'), joined `data:` lines and `id:` when it had one. */
export interface StreamFrame {
  event: string;
  data: string;
  id: string | undefined;
}

/** Feeds text chunks in, calls `onFrame` for each complete frame; a frame cut off by the end of the stream is dropped. */
export function frameReader(onFrame: (frame: StreamFrame) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let fields = false;

  const dispatch = () => {
    if (fields) onFrame({ event: event || 'message', data: data.join('\n'), id });
    event = '';
    data = [];
    id = undefined;
    fields = false;
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
    else if (name === 'id' && !value.includes('\0')) id = value;
    else return;
    fields = true;
  };

  return (chunk) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      readLine(line.endsWith('\r') ? line.slice(0, -1) : line);
    }
  };
}
