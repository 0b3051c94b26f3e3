import * as z from 'zod/mini';
import { REFRESH_COOKIE } from '@/api/auth';
import { apiErrorSchema, API_HEADERS, IDEMPOTENCY_KEY_PATTERN } from '@/api/common';
import type { ApiOperation } from '@/api/operation';
import { APP_VERSION } from '@/domain/constants';
import { operationSecurity, SECURITY_SCHEMES } from './openapi-security';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); query strings are described as sent. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input: { error, fields } with the errors per field',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Unknown id',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many requests: retry_after_seconds and a Retry-After header',
};

/**
 * Headers the web client sends on every call. Credentials (Authorization, x-kiosk-token, x-feed-key)
 * are security schemes instead (./openapi-security.ts), as OpenAPI asks.
 */
const HEADER_PARAMETERS = [
  { name: API_HEADERS.apiKey, description: 'The web client key (the web app sends it on every call)' },
  { name: API_HEADERS.orderingAppId, description: 'Brand (ordering app) id; else the host picks the brand' },
  { name: API_HEADERS.storeId, description: 'Current store; catalog calls use it when the query has no store_id' },
  { name: API_HEADERS.portalAppId, description: 'Which client app is calling (the web app sends it on every call)' },
].map((header) => ({ in: 'header', required: false, schema: { type: 'string' }, ...header }));

/** One OpenAPI parameter per property of an object schema. */
function parameters(schema: z.ZodMiniType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const SET_COOKIE_TEXT = {
  sets: `Sets ${REFRESH_COOKIE.name} (the refresh token): HttpOnly; SameSite=Strict; Path=${REFRESH_COOKIE.path}; Secure over HTTPS; Max-Age 30 days when remember is true, else a session cookie`,
  rotates: `Replaces ${REFRESH_COOKIE.name} with the next refresh token (same attributes as at login)`,
  clears: `Clears ${REFRESH_COOKIE.name}`,
} as const;

/** Headers of a successful answer: its Cache-Control, and the refresh cookie it sets or clears. */
function successHeaders(op: ApiOperation): JsonSchema | undefined {
  const headers: JsonSchema = {};
  if (op.cacheControl) headers['Cache-Control'] = { schema: { type: 'string', const: op.cacheControl } };
  if (op.refreshCookie) headers['Set-Cookie'] = { description: SET_COOKIE_TEXT[op.refreshCookie], schema: { type: 'string' } };
  if (op.idempotencyKey) headers['idempotent-replay'] = { description: 'true when this answers an earlier call with the same Idempotency-Key', schema: { type: 'string', const: 'true' } };
  return Object.keys(headers).length ? headers : undefined;
}

const IDEMPOTENCY_KEY_TEXT = {
  required: 'Names the order the call places: a retry with the same key answers that order and never places a second',
  optional: 'Makes a retry safe: the same key from the same caller answers the first result (with idempotent-replay: true) instead of writing again',
} as const;

/** A reconnecting event stream's resume point (README "Live updates"). */
const LAST_EVENT_ID_PARAMETER = {
  name: 'last-event-id',
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description: 'The `id:` of the last event received: the stream resumes after it (a browser EventSource sends it on reconnect); too old or not a whole number starts afresh with a reset event',
};

/**
 * Every header an operation reads besides its credentials: the client headers, Idempotency-Key on
 * the writes that take it, Last-Event-ID on the event stream, and the refresh cookie on the calls
 * that read it (their x-api-key is a security requirement: no cross-site use).
 */
function headerParameters(op: ApiOperation): JsonSchema[] {
  const readsCookie = op.refreshCookie === 'rotates' || op.refreshCookie === 'clears';
  const parameters: JsonSchema[] = readsCookie ? HEADER_PARAMETERS.filter((header) => header.name !== API_HEADERS.apiKey) : [...HEADER_PARAMETERS];
  if (readsCookie) {
    parameters.unshift({ name: REFRESH_COOKIE.name, in: 'cookie', required: op.refreshCookie === 'rotates', schema: { type: 'string' }, description: 'The refresh token, as the server set it' });
  }
  if (op.idempotencyKey) {
    parameters.push({
      name: API_HEADERS.idempotencyKey,
      in: 'header',
      required: op.idempotencyKey === 'required',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
      description: IDEMPOTENCY_KEY_TEXT[op.idempotencyKey],
    });
  }
  if (op.eventStream) parameters.push(LAST_EVENT_ID_PARAMETER);
  return parameters;
}

/** A successful answer's content: JSON, an event stream, or the media types the path table names. */
function answerContent(op: ApiOperation): Record<string, JsonSchema> {
  if (op.eventStream) {
    return { 'text/event-stream': { schema: { type: 'string', description: 'Server-sent events: `id:` the event number (send it back as Last-Event-ID), `event:` its kind, `data:` one JSON object of the schema below; a `:` comment line is a heartbeat' }, itemSchema: jsonSchema(op.response, 'output') } };
  }
  const types = op.answers ?? ['application/json'];
  return Object.fromEntries(types.map((type) => [type, { schema: type === 'application/json' ? jsonSchema(op.response, 'output') : { type: 'string' } }]));
}

const RETRY_AFTER_HEADER = { 'Retry-After': { description: 'Seconds until the limit lets the caller try again', schema: { type: 'integer' } } };

function operation(name: string, op: ApiOperation): JsonSchema {
  const headers = successHeaders(op);
  const responses: Record<string, unknown> = {
    200: { description: 'OK', ...(headers ? { headers } : {}), content: answerContent(op) },
  };
  for (const status of [...(op.errors ?? []), 500]) {
    responses[status] = {
      description: STATUS_TEXT[status] ?? 'Server error',
      ...(status === 429 ? { headers: RETRY_AFTER_HEADER } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  const security = operationSecurity(name, op);
  const content = requestContent(op);
  return {
    operationId: name,
    summary: op.summary,
    tags: [op.tag],
    ...(security ? { security } : {}),
    parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query'), ...headerParameters(op)],
    ...(content ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

/**
 * The body: JSON; for the import row format also CSV text (README "Import and export"); an upload
 * is a multipart form with one `file` and the fields the path table names.
 */
function requestContent(op: ApiOperation): Record<string, JsonSchema> | undefined {
  if (op.multipart) {
    const fields = op.formFields ? (jsonSchema(op.formFields, 'input') as { properties?: Record<string, JsonSchema> }).properties : {};
    const file = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream', description: 'The file; its type and size limit are in the summary' };
    return { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file, ...fields } } } };
  }
  if (!op.body) return undefined;
  const json = { 'application/json': { schema: jsonSchema(op.body, 'input') } };
  return op.csvBody ? { ...json, 'text/csv': { schema: { type: 'string', description: 'A header row, then one row per item and usage type' } } } : json;
}

/** The OpenAPI 3.1 document of the API, generated from the path table and its zod schemas. */
export function buildOpenApiDocument(paths: Record<string, ApiOperation>) {
  const documentPaths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, op] of Object.entries(paths)) {
    (documentPaths[op.path] ??= {})[op.method] = operation(name, op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Apotheca API',
      version: APP_VERSION,
      description: 'Lists answer { data, rows, total_rows }. Money is in integer cents; price filters are whole dollars.',
    },
    servers: [{ url: '/api' }],
    paths: documentPaths,
    components: { schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') }, securitySchemes: SECURITY_SCHEMES },
  };
}
