import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { POINTS_PER_DOLLAR } from '@/domain/constants';
import { useLoyaltyStatus, useMe } from '@/web/data/user-queries';
import { signOut } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { iconButton } from '@/web/ui/icon-button';
import { UserIcon } from '@/web/ui/icons';
import { Menu } from '@/web/ui/menu';

/**
 * The signed-in account menu (part 1 §2, part 2 §6): My Account, Rewards (when the store shows
 * loyalty on the account), Order History, Support, Logout. Portal users (staff) see only Logout.
 * Logout signs out and goes home. Rewards members see their points on top (polled every 60 s), or
 * 'We're having trouble retrieving your points.' when the status check fails (part 2 §8).
 */
export function AccountMenu({ loyaltyOnAccount }: { loyaltyOnAccount: boolean }) {
  const navigate = useNavigate();
  const user = useMe().data;
  const isPortalUser = user?.is_portal_user ?? false;
  const showsPoints = Boolean(user?.is_loyalty_enrolled && !user.is_employee && !isPortalUser);
  const loyalty = useLoyaltyStatus(showsPoints);
  const items = isPortalUser
    ? []
    : [
        { value: 'account', label: 'My Account', to: '/account' },
        ...(loyaltyOnAccount ? [{ value: 'rewards', label: 'Rewards', to: '/account/loyalty' }] : []),
        { value: 'orders', label: 'Order History', to: '/orders' },
        { value: 'support', label: 'Support', to: '/contact' },
      ];
  const logout = () => {
    signOut();
    void navigate({ to: '/' });
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }}>
      <Menu.Trigger className={iconButton()} aria-label="Account menu">
        <UserIcon />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          {showsPoints && <PointsLine points={loyalty.data?.available_points} failed={loyalty.isError && !loyalty.data} />}
          {items.map((item) => (
            <Menu.Item key={item.value} value={item.value} asChild>
              <AppLink to={item.to}>{item.label}</AppLink>
            </Menu.Item>
          ))}
          {items.length > 0 && <Menu.Separator />}
          <Menu.Item value="logout" onSelect={logout}>
            Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

const pointsLine = css({ px: '3', py: '2', fontSize: 'sm', color: 'muted', maxW: '240px' });

function PointsLine({ points, failed }: { points: number | undefined; failed: boolean }) {
  if (failed) return <p className={pointsLine}>We're having trouble retrieving your points.</p>;
  if (points === undefined) return <p className={pointsLine}>Loading your points…</p>;
  return (
    <p className={pointsLine}>
      <strong className={css({ color: 'ink' })}>{points.toLocaleString('en-US')} points</strong> · ${Math.floor(points / POINTS_PER_DOLLAR)} in rewards
    </p>
  );
}
