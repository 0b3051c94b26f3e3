import { FEED_KEY_HEADER } from '@/api/admin-import';
import { API_HEADERS } from '@/api/common';
import type { ApiOperation } from '@/api/operation';

/**
 * How callers prove who they are (README "Our own identity service", "Kiosks hold a device token,
 * not an account", "The point-of-sale feed"), as OpenAPI security schemes: the viewer's Authorize
 * dialog asks for each, and every operation names the ones it takes.
 */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The access token of a signed-in shopper or staff member: POST /auth/login answers it, POST /auth/refresh renews it. 401 without it; 403 when the role or store does not fit',
  },
  kioskToken: {
    type: 'apiKey',
    in: 'header',
    name: API_HEADERS.kioskToken,
    description: "A kiosk device's token: staff pin the device to a store (POST /kiosk/op/pin answers the token once); no account is signed in. 401 once unpinned",
  },
  feedKeyBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'apf_…',
    description: "A point-of-sale feed key (apf_…) in Authorization: Bearer. Operators create and revoke keys in the console; a key works for its brand's stores only",
  },
  feedKey: {
    type: 'apiKey',
    in: 'header',
    name: FEED_KEY_HEADER,
    description: 'The same point-of-sale feed key in the x-feed-key header instead of Authorization',
  },
  clientKey: {
    type: 'apiKey',
    in: 'header',
    name: API_HEADERS.apiKey,
    description: 'The web client key. The web app sends it on every call; the calls that read the HttpOnly refresh cookie require it, since a cross-site page cannot send it',
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
type SecurityRequirement = Partial<Record<SchemeName, []>>;

/** The kiosk's own calls: its device token, no account (src/server/http/kiosk-auth.ts requireKiosk). */
const KIOSK_DEVICE_CALLS = new Set(['kioskMe', 'kioskCheckIn', 'kioskPlaceOrder']);
/** Staff take a kiosk down with their own token and the kiosk's together (kiosk.handlers.ts unpinKioskHandler). */
const STAFF_WITH_KIOSK_CALLS = new Set(['unpinKiosk']);
/** Calls that work signed out and know the user when signed in (optionalUser). */
const OPTIONAL_SIGN_IN_CALLS = new Set(['submitContactRequest']);

/**
 * The credentials an operation takes, alternatives as separate entries; undefined for a public call.
 * The path table marks a call that needs a credential by its 401; login's 401 is a wrong password, not
 * a missing credential. docs.test.ts checks these against what the server answers without one.
 */
export function operationSecurity(name: string, op: ApiOperation): SecurityRequirement[] | undefined {
  if (op.refreshCookie === 'rotates' || op.refreshCookie === 'clears') return [{ clientKey: [] }];
  if (op.refreshCookie) return undefined;
  if (op.tag === 'feed') return [{ feedKeyBearer: [] }, { feedKey: [] }];
  if (KIOSK_DEVICE_CALLS.has(name)) return [{ kioskToken: [] }];
  if (STAFF_WITH_KIOSK_CALLS.has(name)) return [{ bearerAuth: [], kioskToken: [] }];
  if (op.errors?.includes(401)) return [{ bearerAuth: [] }];
  if (OPTIONAL_SIGN_IN_CALLS.has(name)) return [{}, { bearerAuth: [] }];
  return undefined;
}
