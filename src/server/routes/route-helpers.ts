import type { Context, Hono } from 'hono';
import type { H, Input } from 'hono/types';
import * as z from 'zod/mini';
import { MAX_ID } from '@/api/common';
import type { ApiOperation } from '@/api/operation';
import type { AppEnv } from '@/server/http/context';
import { badRequest } from '@/server/http/errors';
import { validate } from '@/server/http/validate';

/** '/p/inventory/{id}' -> '/p/inventory/:id' (Hono's placeholder syntax). */
export function honoPath(operation: Pick<ApiOperation, 'path'>): string {
  return operation.path.replace(/\{(\w+)\}/g, ':$1');
}

/** The middleware and handler an operation runs, in order (a factory's createHandlers answer). */
export type OperationHandlers = readonly [H<AppEnv, string, Input>, ...H<AppEnv, string, Input>[]];

/**
 * Mounts each operation's handlers at the method and path the path table (src/api) gives it, so a
 * route answers exactly the call the contract documents and the typed client makes.
 */
export function mountOperations<Table extends Record<string, Pick<ApiOperation, 'method' | 'path'>>>(
  api: Hono<AppEnv>,
  table: Table,
  handlers: { [Name in keyof Table]?: OperationHandlers },
): void {
  for (const name of Object.keys(handlers)) {
    const operation = table[name]!;
    api.on(operation.method.toUpperCase(), honoPath(operation), ...handlers[name]!);
  }
}

/** Repeated query keys (?brands=a&brands=b) are joined with commas, the form the list fields read. */
function joinRepeated(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
  );
}

/** Query validation: 400 { error, fields } on bad input; handlers read c.req.valid('query'). */
export function validateQuery<Schema extends z.ZodMiniType>(schema: Schema) {
  return validate('query', z.pipe(z.transform(joinRepeated), schema));
}

/** The store of a catalog call: store_id from the query, else the x-store-id header; 400 when neither. */
export function requireStoreId(c: Context<AppEnv>, queryStoreId: number | undefined): number {
  const storeId = queryStoreId ?? c.get('headerStoreId');
  if (storeId === undefined || storeId > MAX_ID) {
    throw badRequest('Invalid request.', { store_id: ['Choose a store: send store_id or the x-store-id header'] });
  }
  return storeId;
}
