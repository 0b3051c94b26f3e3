import type { User } from '@/api/user';

/**
 * What the account shows of the rewards program (part 2 §5 "Rewards", §6): nothing unless the
 * store shows loyalty on the account or the user is enrolled; employees (employee discount) are
 * not eligible and see Join Now disabled; otherwise Join Now, or the points with Manage.
 */
export type RewardsAccess = 'hidden' | 'employee' | 'join' | 'enrolled';

export function rewardsAccess(user: Pick<User, 'is_employee' | 'is_loyalty_enrolled'>, storeShowsOnAccount: boolean): RewardsAccess {
  if (!storeShowsOnAccount && !user.is_loyalty_enrolled) return 'hidden';
  if (user.is_employee) return 'employee';
  return user.is_loyalty_enrolled ? 'enrolled' : 'join';
}

/** Points as the card shows them: '--' when the points could not be read (part 2 §8 "Rewards"). */
export function pointsLabel(user: Pick<User, 'user_loyalty'>): string {
  return user.user_loyalty ? user.user_loyalty.available_points.toLocaleString('en-US') : '--';
}
