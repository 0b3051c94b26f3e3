import {
  analyticsEventBodySchema,
  analyticsEventResponseSchema,
  contentDocumentParamSchema,
  contentDocumentSchema,
  contentListQuerySchema,
  contentListSchema,
  marketingSignupBodySchema,
  marketingSignupParamSchema,
  marketingSignupResponseSchema,
  waitTimeListSchema,
  waitTimesQuerySchema,
} from './content';
import type { ApiOperation } from './operation';

/**
 * Content reads may be kept by any cache but are checked with the server (by their ETag, a 304 when
 * unchanged) before each use: a document the console publishes shows on the shopper's next visit,
 * never a minute later (README "Content in the console").
 */
const CONTENT_CACHE_CONTROL = 'public, no-cache';

/** Content documents, wait times, the marketing list and analytics events (part 1 §7). */
export const contentPaths = {
  listContent: {
    method: 'get',
    path: '/content/documents',
    summary: "The brand's published content documents by type, uids or tag, newest first (page size 100)",
    tag: 'content',
    query: contentListQuerySchema,
    response: contentListSchema,
    errors: [400],
    cacheControl: CONTENT_CACHE_CONTROL,
  },
  getContent: {
    method: 'get',
    path: '/content/documents/{type}/{uid}',
    summary: 'One published content document',
    tag: 'content',
    params: contentDocumentParamSchema,
    response: contentDocumentSchema,
    errors: [400, 404],
    cacheControl: CONTENT_CACHE_CONTROL,
  },
  listWaitTimes: {
    method: 'get',
    path: '/content/wait-times',
    summary: 'Current wait time in minutes per store',
    tag: 'content',
    query: waitTimesQuerySchema,
    response: waitTimeListSchema,
    errors: [400],
  },
  marketingSignup: {
    method: 'post',
    path: '/p/{brand}/marketing-signup',
    summary: "Subscribe an email to the brand's marketing list (idempotent per email)",
    tag: 'content',
    params: marketingSignupParamSchema,
    body: marketingSignupBodySchema,
    response: marketingSignupResponseSchema,
    errors: [400, 404],
  },
  recordAnalyticsEvent: {
    method: 'post',
    path: '/analytics/events',
    summary: 'Record one analytics event the shopper consented to',
    tag: 'content',
    body: analyticsEventBodySchema,
    response: analyticsEventResponseSchema,
    errors: [400],
  },
} as const satisfies Record<string, ApiOperation>;
