import * as z from 'zod/mini';
import { REFRESH_COOKIE } from '@/api/auth';
import { apiErrorSchema, API_HEADERS, IDEMPOTENCY_KEY_PATTERN } from '@/api/common';
import type { ApiOperation } from '@/api/operation';
import { APP_VERSION } from '@/domain/constants';

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

const HEADER_PARAMETERS = [
  { name: API_HEADERS.apiKey, description: 'The web client key' },
  { name: API_HEADERS.orderingAppId, description: 'Brand (ordering app) id; else the host picks the brand' },
  { name: API_HEADERS.storeId, description: 'Current store; catalog calls use it when the query has no store_id' },
  { name: API_HEADERS.portalAppId, description: 'Which client app is calling' },
  { name: API_HEADERS.authorization, description: 'Bearer access token of the signed-in user' },
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
  return Object.keys(headers).length ? headers : undefined;
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: API_HEADERS.idempotencyKey,
  in: 'header',
  required: true,
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
  description: 'Names what the call makes: a retry with the same key answers the first result and never makes a second',
};

/**
 * A call that reads the refresh cookie takes it as a cookie parameter and needs x-api-key (no
 * cross-site use); a call that needs an Idempotency-Key says so.
 */
function headerParameters(op: ApiOperation): JsonSchema[] {
  if (op.idempotencyKey === 'required') return [...HEADER_PARAMETERS, IDEMPOTENCY_KEY_PARAMETER];
  if (op.refreshCookie !== 'rotates' && op.refreshCookie !== 'clears') return HEADER_PARAMETERS;
  const cookie = { name: REFRESH_COOKIE.name, in: 'cookie', required: op.refreshCookie === 'rotates', schema: { type: 'string' }, description: 'The refresh token, as the server set it' };
  const headers = HEADER_PARAMETERS.map((header) => (header.name === API_HEADERS.apiKey ? { ...header, required: true, description: `${header.description}; required here: a cross-site page cannot send it` } : header));
  return [cookie, ...headers];
}

function operation(name: string, op: ApiOperation): JsonSchema {
  const headers = successHeaders(op);
  const responses: Record<string, unknown> = {
    200: {
      description: 'OK',
      ...(headers ? { headers } : {}),
      content: op.eventStream
        ? { 'text/event-stream': { schema: { type: 'string', description: 'Server-sent events: `id:` the event number (send it back as Last-Event-ID), `event:` its kind, `data:` one JSON object of the schema below; a `:` comment line is a heartbeat' }, itemSchema: jsonSchema(op.response, 'output') } }
        : { 'application/json': { schema: jsonSchema(op.response, 'output') } },
    },
  };
  for (const status of [...(op.errors ?? []), 500]) {
    responses[status] = {
      description: STATUS_TEXT[status] ?? 'Server error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return {
    operationId: name,
    summary: op.summary,
    tags: [op.tag],
    parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query'), ...headerParameters(op)],
    ...(op.body ? { requestBody: { required: true, content: requestContent(op) } } : {}),
    responses,
  };
}

/** JSON, and for the import row format also CSV text (README "Import and export"). */
function requestContent(op: ApiOperation): Record<string, JsonSchema> {
  const json = { 'application/json': { schema: jsonSchema(op.body!, 'input') } };
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
    components: { schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') } },
  };
}
