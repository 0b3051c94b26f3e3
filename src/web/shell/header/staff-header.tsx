import { useRouterState } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { useStartup } from '@/web/shared/startup/use-startup';
import { StoreSwitcher } from '@/web/features/staff/components/store-switcher';
import { StartedOrderLink } from '@/web/features/staff/new-order/started-order-link';
import { useShopFollowsWorkingStore } from '@/web/features/staff/shop-follows-working-store';
import { AppLink } from '@/web/ui/app-link';
import { AccountButton } from './account-button';
import { ConsoleLink } from './console-link';
import { headerBar, headerHeights, headerRow } from './header-styles';
import { Logo } from './logo';
import { navItem } from './nav-styles';

export const ADMIN_ORDERING = 'Admin Ordering';
export const ORDER_QUEUE_LINK = 'Order Queue';

/**
 * The staff terminal's header (part 1 §2 "Portal user: Admin Ordering header, Order Queue link, …
 * only Logout in the account menu"; part 2 §2): no shopping navigation, store selector or cart,
 * which do not apply to staff; the working store (a switcher for people at several stores) instead,
 * and the operator console's link for the roles that may use it. The console picks its stores in its
 * own menu, so on console pages the terminal's working store is left out rather than shown twice.
 */
export function StaffHeader() {
  const { app } = useStartup();
  useShopFollowsWorkingStore();
  const onConsole = useRouterState({ select: (state) => isConsolePath(state.location.pathname) });
  return (
    <header className={headerBar} style={headerHeights} data-staff="">
      <div className={cx(headerRow, css({ flexWrap: { base: 'wrap', tablet: 'nowrap' }, rowGap: '0' }))}>
        <Logo logoUrl={app?.logo_url} name={app?.name} />
        <p className={css({ ml: '2', fontWeight: 'extrabold', fontSize: { base: 'sm', tablet: 'md' }, color: 'brand', whiteSpace: 'nowrap' })}>{ADMIN_ORDERING}</p>
        <div className={css({ flex: '1' })} />
        {/* On a phone the queue link and the store go to a second line, under the logo and account. */}
        <div className={tools}>
          <nav aria-label="Staff" className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <AppLink to="/orders" className={navItem}>
              {ORDER_QUEUE_LINK}
            </AppLink>
            {/* 'Ordering for Ada L.' once an order on behalf is started (part 2 §4 Continue Order). */}
            <StartedOrderLink />
            <ConsoleLink />
          </nav>
          {!onConsole && (
            <div className={css({ flex: { base: '1', tablet: 'initial' }, minW: '0', maxW: { tablet: '280px' } })}>
              <StoreSwitcher />
            </div>
          )}
        </div>
        <AccountButton />
      </div>
    </header>
  );
}

function isConsolePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

const tools = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', tablet: '4' },
  order: { base: 1, tablet: 0 },
  flexBasis: { base: 'full', tablet: 'auto' },
  pb: { base: '2', tablet: '0' },
});
