import type { Browser, BrowserContext } from '@playwright/test';
import { PROMO_VISIT_KEY } from '../../src/web/shell/promo-dialog/promo-state';

/**
 * A shopper who has passed the age gate, closed the cookie banner, chosen the brand's store and seen
 * this visit's promotion (so neither it nor the marketing dialog covers the menu).
 */
export async function shopperContext(browser: Browser, origin: string, store: string, size: { width: number; height: number }): Promise<BrowserContext> {
  const narrow = size.width < 600;
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, isMobile: narrow, hasTouch: narrow });
  await context.addCookies(
    [
      ['apotheca_age_confirmed', 'true'],
      ['apotheca_consent_closed', 'true'],
      ['apotheca_store', store],
      ['apotheca_usage', 'recreational'],
    ].map(([name, value]) => ({ name: name!, value: value!, url: origin })),
  );
  await context.addInitScript((key) => sessionStorage.setItem(key, 'true'), PROMO_VISIT_KEY);
  return context;
}
