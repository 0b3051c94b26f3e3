import { lazy, Suspense, useState } from 'react';
import { css } from 'styled-system/css';
import { useStartup } from '@/web/shared/startup/use-startup';
import { PortalSwitch } from '../portal-switch';
import { IconButton } from '@/web/ui/icon-button';
import { MenuIcon } from '@/web/ui/shell-icons';
import { AccountButton } from './account-button';
import { HeaderCartButton } from './cart-button';
import { DesktopNav } from './desktop-nav';
import { headerBar, headerHeights, headerRow } from './header-styles';
import { Logo } from './logo';
import { StoreSelector } from './store-selector';
import { useNavModel } from './use-nav-model';
import { LazyMobileNav, loadMobileNav, useOpenedOnce } from '../lazy-parts';

const mobileOnly = css({ display: { base: 'flex', burger: 'none' } });

// Staff see their own header (part 2 §2 "Admin Ordering"); its code loads only for them.
const LazyStaffHeader = lazy(() => import('./staff-header').then((m) => ({ default: m.StaffHeader })));

/**
 * The site header (part 1 §2); `simple` is the variant without navigation. Portal users get the
 * staff header; until their account says so, the shopper's header holds the place.
 */
export function Header({ simple = false }: { simple?: boolean }) {
  const { app } = useStartup();
  if (simple) {
    return (
      <header className={headerBar} style={headerHeights} data-simple="">
        <div className={headerRow}>
          <Logo logoUrl={app?.logo_url} name={app?.name} />
        </div>
      </header>
    );
  }
  const shopper = <ShopperHeader />;
  return <PortalSwitch shopper={shopper} staff={<LazyStaffHeader />} pending={shopper} />;
}

/** Navigation, store selector, account and cart (part 1 §2 "Header"). */
function ShopperHeader() {
  const { app } = useStartup();
  const nav = useNavModel();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);

  return (
    <header className={headerBar} style={headerHeights}>
      <div className={headerRow}>
        <div className={mobileOnly}>
          <IconButton aria-label="Open main menu" onClick={() => setDrawerOpen(true)} onPointerEnter={loadMobileNav} aria-haspopup="dialog">
            <MenuIcon />
          </IconButton>
        </div>
        <Logo logoUrl={app?.logo_url} name={app?.name} />
        <DesktopNav nav={nav} className={css({ display: { base: 'none', burger: 'block' }, ml: '4' })} />
        <div className={css({ flex: '1' })} />
        <div className={css({ display: { base: 'none', burger: 'block' }, maxW: '280px', minW: '0' })}>
          <StoreSelector />
        </div>
        <AccountButton />
        <HeaderCartButton />
      </div>
      <div className={css({ display: { base: 'block', burger: 'none' } })}>
        <StoreSelector variant="strip" />
      </div>
      {drawerMounted && (
        <Suspense fallback={null}>
          <LazyMobileNav nav={nav} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      )}
    </header>
  );
}
