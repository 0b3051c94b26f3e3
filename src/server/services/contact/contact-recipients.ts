import { eq } from 'drizzle-orm';
import type { InquiryType } from '@/domain/contact-form';
import { isValidEmail } from '@/domain/contact-rules';
import type { Database } from '@/server/db/client';
import { orderingApps } from '@/server/db/schema';
import { findContent } from '@/server/services/content/content-service';

/** The brand's settings document (the /news page reads the same one). */
const SETTINGS_UID = 'site';

export interface ContactBrand {
  slug: string;
  name: string;
}

export async function contactBrand(db: Database, orderingAppId: number): Promise<ContactBrand | undefined> {
  const [row] = await db.select({ slug: orderingApps.slug, name: orderingApps.name }).from(orderingApps).where(eq(orderingApps.id, orderingAppId));
  return row;
}

/**
 * Who receives a request: press inquiries go to the press address of the brand's settings (the one
 * the /news page names) when it has one; everything else to MAIL_SUPPORT with `{brand}` filled in.
 */
export async function contactRecipient(db: Database, options: { orderingAppId: number; brandSlug: string; section: InquiryType; supportTemplate: string; now: Date }): Promise<string> {
  if (options.section === 'press-inquiry') {
    const settings = await findContent(db, { orderingAppId: options.orderingAppId, type: 'settings', uid: SETTINGS_UID, now: options.now });
    const press = settings?.type === 'settings' ? settings.data.press_inquiry_email : undefined;
    if (press && isValidEmail(press)) return press;
  }
  return options.supportTemplate.replaceAll('{brand}', options.brandSlug);
}
