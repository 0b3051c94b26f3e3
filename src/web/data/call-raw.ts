import type { ApiOperation } from '@/api/operation';
import type { ApiRequestError } from './api-errors';
import { fillPath, normalizeError, send, toRequestError, type CallInput, type PathParams, type RequestOptions } from './call';

// Apart from call.ts, which every shopper's entry carries: only the console reads raw answers.

/** What a raw call sends besides the operation's params and query: a body already encoded (a file as it is), its type, what it accepts back. */
export interface RawCallOptions {
  body?: BodyInit;
  contentType?: string;
  accept?: string;
  signal?: AbortSignal;
}

/**
 * One operation of the contract whose answer the caller reads itself (a download, a stream of
 * progress lines), its body sent as it is (a CSV file). The same headers and token as `call`; a
 * failure to reach the server is an ApiRequestError, but every HTTP answer is handed back as it is
 * (`requestErrorOf` turns a refusal into the error `call` would throw). Never toasts.
 */
export async function callRaw<const Operation extends ApiOperation>(
  operation: Operation,
  input: Pick<CallInput<Operation>, 'params' | 'query'>,
  options: RawCallOptions = {},
): Promise<Response> {
  const { params, query } = input as { params?: PathParams; query?: RequestOptions<unknown>['query'] };
  const headers: Record<string, string> = {};
  if (options.contentType) headers['content-type'] = options.contentType;
  if (options.accept) headers.accept = options.accept;
  try {
    return await send(fillPath(operation.path, params), { method: operation.method.toUpperCase(), query, headers, body: options.body, signal: options.signal });
  } catch (caught) {
    throw normalizeError(caught);
  }
}

/** A refused answer as the error `call` throws for it (a 401 signs out, as there). */
export const requestErrorOf = (response: Response): Promise<ApiRequestError> => toRequestError(response);
