import { API_HEADERS } from '@/api/common';
import type { ApiOperation } from '@/api/operation';
import { fieldsOf, sampleOf } from './schema-sample';

/**
 * The hostile requests the API fuzz walker sends to one operation of the path table: malformed JSON,
 * wrong types, huge strings, NUL and unpaired surrogates, negative and NaN numbers, injection strings
 * and missing or garbled headers, in every path parameter, query field and body field in turn, each
 * on an otherwise plausible request so the spoiled value reaches as deep as the API lets it.
 */
export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const INJECTIONS = ["' OR '1'='1' --", '<script>alert(1)</script>', '../../../../etc/passwd', '%00%ff%fe'] as const;

/** Text that no API may store or choke on: NUL, unpaired surrogates, a huge string. */
const UNSTORABLE_TEXT = ['nul\u0000byte', '\ud800', 'lone\udc00low', 'x'.repeat(20_000)] as const;

/** Text values that must never become a 500 wherever a string or an id is read. */
export const HOSTILE_TEXT = [...UNSTORABLE_TEXT, '-1', 'NaN', '1e309', '9'.repeat(400), '', ...INJECTIONS] as const;

/** JSON values of the wrong type or out of any range, for every body field. */
export const HOSTILE_JSON: readonly unknown[] = [null, true, -1, 1.5, 1e308, {}, [], [[[[['deep']]]]], { $gt: '' }, ...UNSTORABLE_TEXT, '9'.repeat(400), INJECTIONS[0]];

/** Whole bodies that are not the object the contract wants. */
const HOSTILE_BODIES = ['{', '{"a":', 'null', '[]', '"text"', '1e309', '{"__proto__":{"polluted":true}}', `${'['.repeat(5000)}${']'.repeat(5000)}`, '\u0000'];

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form, so it is sent as the bytes a
 * careless client would send for it (CESU-8 %ED%A0%80), which no decoder accepts as text.
 */
export function encodeForUrl(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function fillPath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeForUrl(String(params[name] ?? '1')));
}

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);
    pairs.push(`${encodeForUrl(key)}=${encodeForUrl(text)}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The named keys of a record only. */
const pick = (record: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]));

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * Every case for `operation`: `path` is the operation's path with placeholders, `headers` those of a
 * caller who may use it (so cases get past sign-in), `fixedParams` real values for path placeholders,
 * `known` real values by field name for the plausible request every case spoils in one place.
 */
export function fuzzCases(
  operation: ApiOperation,
  headers: Record<string, string>,
  fixedParams: Record<string, unknown> = {},
  known: Record<string, unknown> = {},
): FuzzCase[] {
  const method = operation.method.toUpperCase();
  const params = operation.params ? pick({ ...asRecord(sampleOf(operation.params)), ...fixedParams }, fieldsOf(operation.params)) : {};
  const query = asRecord(operation.query ? sampleOf(operation.query, 0, known) : {});
  const body = operation.body ? asRecord(sampleOf(operation.body, 0, known)) : undefined;
  const hasBody = method !== 'GET';
  const jsonHeaders = hasBody ? { ...headers, 'content-type': 'application/json' } : headers;
  const url = (p = params, q = query) => `/api${fillPath(operation.path, p)}${queryString(q)}`;
  const send = (label: string, overrides: Partial<FuzzCase> = {}): FuzzCase => ({
    label: `${method} ${operation.path} ${label}`,
    method,
    url: url(),
    headers: jsonHeaders,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    ...overrides,
  });

  const cases: FuzzCase[] = [send('(plausible request)')];
  for (const name of Object.keys(params)) {
    for (const value of HOSTILE_TEXT) cases.push(send(`param ${name}=${describe(value)}`, { url: url({ ...params, [name]: value }) }));
  }
  for (const name of new Set([...fieldsOf(operation.query), ...Object.keys(query)])) {
    for (const value of HOSTILE_TEXT) cases.push(send(`query ${name}=${describe(value)}`, { url: url(params, { ...query, [name]: value }) }));
  }
  cases.push(send('unknown query field', { url: url(params, { ...query, ['x\u0000y']: 'z' }) }));
  if (hasBody) {
    for (const raw of HOSTILE_BODIES) cases.push(send(`body ${describe(raw)}`, { body: raw }));
    cases.push(send('body as text/plain', { headers: { ...headers, 'content-type': 'text/plain' } }));
    cases.push(send('body with a charset and no content', { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' }, body: '' }));
    for (const name of fieldsOf(operation.body)) {
      for (const value of HOSTILE_JSON) cases.push(send(`body ${name}=${describe(value)}`, { body: JSON.stringify({ ...body, [name]: value }) }));
    }
  }
  cases.push(...headerCases(send, headers, hasBody));
  return cases;
}

function headerCases(send: (label: string, overrides?: Partial<FuzzCase>) => FuzzCase, headers: Record<string, string>, hasBody: boolean): FuzzCase[] {
  const json: Record<string, string> = hasBody ? { 'content-type': 'application/json' } : {};
  const swap = (name: string, value: string | undefined) => {
    const next: Record<string, string> = { ...headers, ...json };
    if (value === undefined) delete next[name];
    else next[name] = value;
    return next;
  };
  const cases = [send('with no headers at all', { headers: {} })];
  const garbled: [string, (string | undefined)[]][] = [
    [API_HEADERS.authorization, [undefined, 'Bearer a.b.c', `Bearer ${'x'.repeat(5000)}`, 'Basic Zm9vOmJhcg==']],
    [API_HEADERS.orderingAppId, ['-1', '99999999999999999999']],
    [API_HEADERS.storeId, ['abc', '99999999999999999999']],
    [API_HEADERS.kioskToken, ['x'.repeat(5000)]],
    [API_HEADERS.idempotencyKey, ['x'.repeat(600), '../']],
    ['host', ['x'.repeat(300)]],
  ];
  for (const [name, values] of garbled) {
    for (const value of values) cases.push(send(`header ${name}=${describe(value)}`, { headers: swap(name, value) }));
  }
  return cases;
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : value === undefined ? '(missing)' : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 24)}…(${text.length} chars)` : text;
}
