import type * as z from 'zod/mini';
import type { ApiOperation } from '@/api/operation';
import { apiRequest, type RequestOptions } from './api-client';

/**
 * The typed API client: every read and write of the app is `call(operation, input, options)` with an
 * entry of the path table (src/api/*-paths.ts). The entry gives the path, the method, what `params`,
 * `query` and `body` may hold (the `z.input` of its schemas) and the schema that parses the answer,
 * so a call cannot drift from the server. Failures are ApiRequestError (./api-client.ts).
 */

/** Path parameters travel as text: a free text parameter also takes a number (an id). */
type ParamsInput<Schema extends z.ZodMiniType> = {
  [Key in keyof z.input<Schema>]: string extends z.input<Schema>[Key] ? z.input<Schema>[Key] | number : z.input<Schema>[Key];
};

/**
 * Query values travel as text, and the contract describes them as the server reads them: a query
 * boolean ('true'/'false') also takes a boolean, free text also takes a number or a list (sent
 * comma-separated, as list filters read it).
 */
type QueryValue<Value> =
  | Value
  | ('true' extends Value ? boolean : never)
  | (string extends Value ? number | readonly (string | number)[] : never);
type QueryInput<Schema extends z.ZodMiniType> = { [Key in keyof z.input<Schema>]: QueryValue<z.input<Schema>[Key]> };
/** What the query of `Operation` may hold (e.g. a list's filters, built before the call). */
export type CallQuery<Operation extends ApiOperation> = Operation extends { query: infer Schema extends z.ZodMiniType } ? QueryInput<Schema> : never;

/** Whether every field of `Value` is optional, so that it may be left out. */
type AllOptional<Value> = Partial<Value> extends Value ? true : false;
type Part<Name extends string, Value> = AllOptional<Value> extends true ? { [Key in Name]?: Value } : { [Key in Name]: Value };

export type CallInput<Operation extends ApiOperation> = (Operation extends { params: infer Schema extends z.ZodMiniType }
  ? { params: ParamsInput<Schema> }
  : { params?: never }) &
  (Operation extends { query: infer Schema extends z.ZodMiniType } ? Part<'query', QueryInput<Schema>> : { query?: never }) &
  (Operation extends { body: infer Schema extends z.ZodMiniType }
    ? undefined extends z.input<Schema>
      ? { body?: z.input<Schema> }
      : { body: z.input<Schema> }
    : { body?: never }) &
  (Operation extends { multipart: true } ? { form: FormData } : { form?: never });

/** What a call may ask besides its input: the same as the fetch machinery, less what the contract decides. */
export type CallOptions = Pick<RequestOptions<unknown>, 'headers' | 'signal' | 'hideErrorToast' | 'toastOnCancel' | 'successToast'>;

type CallArgs<Operation extends ApiOperation> = AllOptional<CallInput<Operation>> extends true
  ? [input?: CallInput<Operation>, options?: CallOptions]
  : [input: CallInput<Operation>, options?: CallOptions];

export type CallAnswer<Operation extends ApiOperation> = z.output<Operation['response']>;

/**
 * Sends one operation of the contract and answers its parsed response (an answer the schema refuses
 * is a generic 'server' failure). A POST whose body is optional sends `{}`, as the server expects
 * JSON there. Errors toast unless `hideErrorToast`.
 */
export function call<const Operation extends ApiOperation>(operation: Operation, ...[input, options]: CallArgs<Operation>): Promise<CallAnswer<Operation>> {
  const { params, query, body, form } = (input ?? {}) as { params?: PathParams; query?: RequestOptions<unknown>['query']; body?: unknown; form?: FormData };
  return apiRequest(fillPath(operation.path, params), {
    ...options,
    method: operation.method.toUpperCase() as RequestOptions<unknown>['method'],
    query,
    body: form ?? (operation.body ? (body ?? {}) : undefined),
    schema: operation.response as z.ZodMiniType<CallAnswer<Operation>>,
  });
}

type PathParams = Record<string, string | number>;

/** The address of an operation the browser fetches by itself (a map style, an image), with its `{param}`s filled. */
export function apiUrl<const Operation extends ApiOperation>(
  operation: Operation,
  ...params: Operation extends { params: infer Schema extends z.ZodMiniType } ? [params: ParamsInput<Schema>] : []
): string {
  const [values] = params as [PathParams?];
  return `/api${fillPath(operation.path, values)}`;
}

/** '/p/stores/{id}' with { id: 12 } -> '/p/stores/12'; each value URI-encoded, so it stays one segment. */
function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${template} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
