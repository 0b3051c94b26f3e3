import { bodyLimit } from 'hono/body-limit';
import { ApiProblem } from './errors';

/**
 * The largest JSON body any API route reads unless it says otherwise: the biggest request the
 * contract describes (a staff order with its lines, a contact form) is a few KB. A bigger body is
 * refused while it streams in, before it is parsed or held in memory. Uploads have their own limit.
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export const BODY_TOO_LARGE = 'The request is too large.';

/** 413 with the limit named, for every body limit of the API alike. */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiProblem(413, { error: BODY_TOO_LARGE, fields: { _: [`The request body must be at most ${maxBytes} bytes`] } });
    },
  });
}
