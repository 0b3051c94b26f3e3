import type { ApiOperation } from './paths';

/** The contact and support calls of part 2 §7 "Other" (p/{product}_contact, uploads). */
export const contactPaths = {} as const satisfies Record<string, ApiOperation>;
