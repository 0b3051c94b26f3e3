import * as z from 'zod/mini';
import {
  contactListParamSchema,
  contactRequestBodySchema,
  contactResponseSchema,
  uploadKeyParamSchema,
  uploadSchema,
} from './contact';
import type { ApiOperation } from './operation';

/** The contact and support calls of part 2 §7 "Other" (p/{product}_contact, uploads). */
export const contactPaths = {
  submitContactRequest: {
    method: 'post',
    path: '/p/{product}_contact',
    summary: "A contact or support request to the brand's list ({product} is the brand slug); stored and emailed; optional Bearer token",
    tag: 'contact',
    params: contactListParamSchema,
    body: contactRequestBodySchema,
    response: contactResponseSchema,
    errors: [400, 404, 429],
  },
  uploadFile: {
    method: 'post',
    path: '/uploads',
    summary: 'multipart/form-data with one `file` (and an ignored `key`): an image or video of at most 10485760 bytes (413, 415); signed-in users only',
    tag: 'contact',
    multipart: true,
    response: uploadSchema,
    errors: [400, 401, 413, 415, 429],
  },
  getUpload: {
    method: 'get',
    path: '/uploads/{key}',
    summary: "The uploaded file's bytes with its content type, for its owner and the brand's staff (others 404)",
    tag: 'contact',
    params: uploadKeyParamSchema,
    response: z.string(),
    errors: [400, 401, 404],
  },
} as const satisfies Record<string, ApiOperation>;
