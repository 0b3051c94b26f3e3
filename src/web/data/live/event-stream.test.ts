import { describe, expect, it } from 'vitest';
import { frameReader, type StreamFrame } from './event-stream';
import { parseLiveEvent } from './parse-live-event';

/** The stream as the server writes it (README "Live updates"): frames, a heartbeat comment, the ready frame. */
const STREAM =
  'event: ready\ndata: {}\nid: 41\n\n' +
  ': heartbeat\n\n' +
  'event: order\ndata: {"kind":"order","order_id":7,"store_id":3,"status":"submitted","from_status":"pending","kiosk":false}\nid: 42\n\n' +
  'event: catalog\ndata: {"kind":"catalog","store_id":3,"parts":["price"],"item_ids":[12]}\nid: 43\n\n';

function framesOf(chunks: string[]): StreamFrame[] {
  const frames: StreamFrame[] = [];
  const push = frameReader((frame) => frames.push(frame));
  for (const chunk of chunks) push(chunk);
  return frames;
}

describe('reading the event stream', () => {
  it('reads the same frames however the answer is cut into chunks, and skips the heartbeat', () => {
    const whole = framesOf([STREAM]);
    expect(whole.map((frame) => [frame.event, frame.id])).toEqual([
      ['ready', '41'],
      ['order', '42'],
      ['catalog', '43'],
    ]);
    // Every cut: inside a field name, inside the JSON, between the two newlines that end a frame.
    for (let cut = 1; cut < STREAM.length; cut++) expect(framesOf([STREAM.slice(0, cut), STREAM.slice(cut)])).toEqual(whole);
    expect(framesOf([...STREAM])).toEqual(whole);
  });

  it('reads \\r\\n line ends and data spread over several lines, and drops a frame the stream cut off', () => {
    expect(framesOf(['event: catalog\r\ndata: {"a":\r\ndata: 1}\r\nid: 9\r\n\r\n', 'event: order\ndata: {"kind"'])).toEqual([{ event: 'catalog', data: '{"a":\n1}', id: '9' }]);
  });
});

describe('the events a frame carries', () => {
  it('reads order, catalog and reset events', () => {
    const [, order, catalog] = framesOf([STREAM]);
    expect(parseLiveEvent(order!.event, order!.data)).toEqual({ kind: 'order', order_id: 7, store_id: 3, status: 'submitted', from_status: 'pending', kiosk: false });
    expect(parseLiveEvent(catalog!.event, catalog!.data)).toEqual({ kind: 'catalog', store_id: 3, parts: ['price'], item_ids: [12] });
    expect(parseLiveEvent('reset', '{"kind":"reset"}')).toEqual({ kind: 'reset' });
  });

  it('ignores what it cannot read: unknown kinds, broken JSON, a kind that disagrees with its frame, missing ids', () => {
    expect(parseLiveEvent('session', '{"kind":"session","store_id":3}')).toBeUndefined();
    expect(parseLiveEvent('order', '{"kind":"order"')).toBeUndefined();
    expect(parseLiveEvent('order', '{"kind":"catalog","store_id":3,"parts":[]}')).toBeUndefined();
    expect(parseLiveEvent('order', '{"kind":"order","store_id":3,"status":"submitted","from_status":"pending"}')).toBeUndefined();
    expect(parseLiveEvent('catalog', '{"kind":"catalog","store_id":3,"parts":["stock"],"item_ids":["12"]}')).toBeUndefined();
  });
});
