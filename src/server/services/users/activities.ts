import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { users, type StoredUserActivity } from '@/server/db/schema';
import type { UserRow } from './user-rows';

/**
 * User activities (part 2 §3 "User activity"): one entry per type and version; recording it again
 * moves its time forward instead of adding a copy (the dialogs' timing rules read the latest).
 */
export function withActivity(activities: readonly StoredUserActivity[], activity: { type: string; version: string }, now: Date): StoredUserActivity[] {
  const entry = { type: activity.type, version: activity.version, created: now.toISOString() };
  const others = activities.filter((stored) => stored.type !== activity.type || stored.version !== activity.version);
  return [...others, entry];
}

export async function recordActivity(db: Database, user: UserRow, activity: { type: string; version: string }, now = new Date()): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ userActivities: withActivity(user.userActivities, activity, now), updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}
