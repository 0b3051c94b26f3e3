import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { sendGzippedOrText } from './gzipped-answer';

const gzipAsync = promisify(gzip);

/**
 * A JSON answer serialised and gzipped once. Catalog lists are served many times from the catalog
 * cache; encoding them per request cost several times more CPU than answering from memory.
 */
export interface EncodedJson {
  json: string;
  gzip: Uint8Array<ArrayBuffer>;
}

export async function encodeJson(value: unknown): Promise<EncodedJson> {
  const json = JSON.stringify(value);
  const compressed = await gzipAsync(json);
  // A copy into its own ArrayBuffer: Buffer slices may share a pooled one.
  return { json, gzip: new Uint8Array(compressed) };
}

/** Sends an encoded answer: the stored gzip bytes when the client accepts gzip, else the JSON text. */
export function sendEncodedJson(c: Context, answer: EncodedJson) {
  return sendGzippedOrText(c, answer.gzip, () => answer.json, 'application/json');
}
