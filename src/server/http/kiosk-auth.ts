import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { API_HEADERS } from '@/api/common';
import { KIOSK_MESSAGES } from '@/api/kiosk';
import { kioskByTokenHash, pinnedKioskByTokenHash, type KioskRow } from '../services/kiosk/kiosk-devices';
import { lookupHash } from '../services/kiosk/kiosk-tokens';
import type { AppEnv } from './context';
import { notFound, unauthorized } from './errors';

/**
 * A kiosk's calls (DECISIONS.md kiosk mode): the device sends the token it got at pinning
 * in x-kiosk-token, not an account's Bearer token. 401 'This device is not set up as a kiosk…' for
 * a missing or unknown token, another brand's kiosk, and a kiosk that was unpinned: the device then
 * forgets its token and shows the setup screen.
 */
export const requireKiosk = createMiddleware<AppEnv>(async (c, next) => {
  const hash = lookupHash(c.req.header(API_HEADERS.kioskToken));
  const kiosk = hash ? await pinnedKioskByTokenHash(c.get('db'), c.get('orderingAppId'), hash) : undefined;
  if (!kiosk) throw unauthorized(KIOSK_MESSAGES.notPinned);
  c.set('kiosk', kiosk);
  await next();
});

/** The kiosk named by the header for a staff call about it (unpinning), pinned or not; 404 when unknown. */
export async function namedKiosk(c: Context<AppEnv>): Promise<KioskRow> {
  const hash = lookupHash(c.req.header(API_HEADERS.kioskToken));
  const kiosk = hash ? await kioskByTokenHash(c.get('db'), c.get('orderingAppId'), hash) : undefined;
  if (!kiosk) throw notFound(KIOSK_MESSAGES.notPinned);
  return kiosk;
}
