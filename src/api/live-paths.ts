import { liveEventSchema, liveQuerySchema } from './live';
import type { ApiOperation } from './operation';

/** Live updates (README "Live updates"): a signed-in tab's server-sent events. */
export const livePaths = {
  liveEvents: {
    method: 'get',
    path: '/live',
    summary:
      "Server-sent events for a signed-in tab: its shopper's order changes, the store's menu changes, and for the store's staff its queue's order changes. Resumes after Last-Event-ID; 429 past the per-account limit of open streams",
    tag: 'live',
    query: liveQuerySchema,
    response: liveEventSchema,
    eventStream: true,
    errors: [400, 401, 404, 429, 503],
  },
} as const satisfies Record<string, ApiOperation>;
