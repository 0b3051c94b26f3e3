import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { marketingSignups, orderingApps } from '@/server/db/schema';

export const BRAND_NOT_FOUND = 'Brand not found.';

/** The slug of a brand (the {brand} of p/{brand}/marketing-signup), or undefined for an unknown id. */
export async function brandSlug(db: Database, orderingAppId: number): Promise<string | undefined> {
  const [row] = await db.select({ slug: orderingApps.slug }).from(orderingApps).where(eq(orderingApps.id, orderingAppId));
  return row?.slug;
}

/**
 * Adds an email to the brand's marketing list (part 1 §7 "Marketing sign-up"). Signing up again is
 * not an error: the first sign-up stays and nothing changes, so the dialog can always say thanks.
 */
export async function signUpForMarketing(db: Database, signup: { orderingAppId: number; email: string }): Promise<void> {
  await db.insert(marketingSignups).values(signup).onConflictDoNothing();
}
