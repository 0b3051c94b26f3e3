import { css, cx } from 'styled-system/css';
import { USER_MESSAGES, type User } from '@/api/user';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { GiftIcon } from '@/web/ui/icons';
import { LOYALTY_PATH } from '@/web/shared/account/account-paths';
import { pointsLabel, type RewardsAccess } from '../loyalty/rewards-access';
import { cardHeader, muted, tapTarget } from '../styles';

/** The rewards card of Account Preferences (part 2 §2): Join Now, or points with Manage. */
export function RewardsCard({ user, access }: { user: User; access: Exclude<RewardsAccess, 'hidden'> }) {
  return (
    <Card asChild>
      <section aria-labelledby="rewards-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={cardHeader}>
          <h3 id="rewards-title" className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', fontSize: 'lg' })}>
            <GiftIcon aria-hidden /> Rewards
          </h3>
          {access === 'enrolled' && (
            <AppLink to={LOYALTY_PATH} className={cx(button({ size: 'sm', variant: 'outline' }), tapTarget)} aria-label="Manage rewards">
              Manage
            </AppLink>
          )}
          {access === 'join' && (
            <AppLink to={LOYALTY_PATH} className={cx(button({ size: 'sm' }), tapTarget)}>
              Join Now
            </AppLink>
          )}
          {access === 'employee' && (
            <Button size="sm" className={tapTarget} disabled aria-describedby="rewards-employee-note">
              Join Now
            </Button>
          )}
        </div>
        {access === 'enrolled' && (
          <p>
            <span className={css({ fontSize: '2xl', fontWeight: 'black' })}>{pointsLabel(user)}</span> <span className={muted}>points available</span>
          </p>
        )}
        {access === 'join' && <p className={muted}>Earn points on every order and redeem them for money off.</p>}
        {access === 'employee' && (
          <p id="rewards-employee-note" className={muted}>
            {USER_MESSAGES.employeeNotEligible}
          </p>
        )}
      </section>
    </Card>
  );
}
