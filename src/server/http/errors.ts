import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '@/api/common';

/** An error whose message is safe to show to the client, answered as { error, code?, fields? }. */
export class ApiProblem extends HTTPException {
  readonly body: ApiError;
  constructor(status: ContentfulStatusCode, body: ApiError) {
    super(status, { message: body.error });
    this.body = body;
  }
}

export const badRequest = (error: string, fields?: Record<string, string[]>) =>
  new ApiProblem(400, { error, ...(fields ? { fields } : {}) });
export const notFound = (error: string) => new ApiProblem(404, { error });
export const unauthorized = (error = 'Please sign in.') => new ApiProblem(401, { error });
export const forbidden = (error = 'You do not have permission to do that.') => new ApiProblem(403, { error });
export const conflict = (error: string, code?: string) => new ApiProblem(409, { error, ...(code ? { code } : {}) });

/**
 * 429 with `retry_after_seconds` in the body; the app's error handler adds the Retry-After header
 * (RFC 9110 §10.2.3) from it, so every limit answers alike.
 */
export class TooManyRequestsProblem extends ApiProblem {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, error: string, code: string) {
    super(429, { error, code, retry_after_seconds: retryAfterSeconds });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
