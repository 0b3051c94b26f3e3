import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth, so the same body written in another key order is one request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(record[name])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What an Idempotency-Key is bound to: sha256 of method, path and the canonical JSON body (a body
 * that is not JSON is hashed as sent; the handler's validation answers it).
 */
export function requestHash(method: string, path: string, bodyText: string): string {
  let body = bodyText;
  try {
    if (bodyText.trim()) body = canonicalJson(JSON.parse(bodyText));
  } catch {
    // not JSON: keep the text as sent
  }
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${body}`).digest('hex');
}
