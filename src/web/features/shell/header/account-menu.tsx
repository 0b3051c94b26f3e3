import { useNavigate } from '@tanstack/react-router';
import { useMe } from '@/web/data/user-queries';
import { signOut } from '@/web/state/session';
import { AppLink } from '@/web/ui/app-link';
import { iconButton } from '@/web/ui/icon-button';
import { UserIcon } from '@/web/ui/icons';
import { Menu } from '@/web/ui/menu';

/**
 * The signed-in account menu (part 1 §2, part 2 §6): My Account, Rewards (when the store shows
 * loyalty on the account), Order History, Support, Logout. Portal users (staff) see only Logout.
 * Logout signs out and goes home.
 */
export function AccountMenu({ loyaltyOnAccount }: { loyaltyOnAccount: boolean }) {
  const navigate = useNavigate();
  const isPortalUser = useMe().data?.is_portal_user ?? false;
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
