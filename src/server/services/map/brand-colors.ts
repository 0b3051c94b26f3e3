import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderingApps } from '@/server/db/schema';

/** The request brand's two colours (ordering app row); undefined when no brand exists yet. */
export async function findBrandColors(db: Database, orderingAppId: number) {
  const [row] = await db
    .select({ primaryColor: orderingApps.primaryColor, secondaryColor: orderingApps.secondaryColor })
    .from(orderingApps)
    .where(eq(orderingApps.id, orderingAppId))
    .limit(1);
  return row;
}
