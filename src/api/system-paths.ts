import * as z from 'zod/mini';
import type { ApiOperation } from './operation';

/** The server's own calls: liveness and the OpenAPI document. */
export const systemPaths = {
  health: {
    method: 'get',
    path: '/health',
    summary: 'Liveness check',
    tag: 'system',
    response: z.object({ ok: z.boolean() }),
  },
  docs: {
    method: 'get',
    path: '/docs',
    summary: 'This OpenAPI 3.1 document',
    tag: 'system',
    response: z.record(z.string(), z.unknown()),
  },
} as const satisfies Record<string, ApiOperation>;
