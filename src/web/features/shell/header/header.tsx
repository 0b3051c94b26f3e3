import { Suspense, useState, type CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE, HEADER_HEIGHT_SIMPLE } from '@/domain/constants';
import { useStartup } from '@/web/features/startup/use-startup';
import { IconButton } from '@/web/ui/icon-button';
import { MenuIcon } from '@/web/ui/shell-icons';
import { AccountButton } from './account-button';
import { HeaderCartButton } from './cart-button';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { StoreSelector } from './store-selector';
import { useNavModel } from './use-nav-model';
import { LazyMobileNav, loadMobileNav, useOpenedOnce } from '../lazy-parts';

const heights = {
  '--apo-header-desktop': `${HEADER_HEIGHT_DESKTOP}px`,
  '--apo-header-mobile': `${HEADER_HEIGHT_MOBILE}px`,
  '--apo-header-simple': `${HEADER_HEIGHT_SIMPLE}px`,
} as CSSProperties;

const bar = css({
  position: 'sticky',
  top: '0',
  zIndex: 30,
  bg: 'canvas',
  borderBottom: '1px solid token(colors.line)',
  display: 'flex',
  flexDirection: 'column',
  minH: { base: 'var(--apo-header-mobile)', burger: 'var(--apo-header-desktop)' },
  '&[data-simple]': { minH: 'var(--apo-header-simple)' },
});
const row = css({ display: 'flex', alignItems: 'center', gap: { base: '1', burger: '4' }, flex: '1', px: { base: '2', tablet: '4', md: '8' }, maxW: '1440px', width: 'full', mx: 'auto' });
const mobileOnly = css({ display: { base: 'flex', burger: 'none' } });

/** The site header (part 1 §2); `simple` is the variant without navigation. */
export function Header({ simple = false }: { simple?: boolean }) {
  const { app } = useStartup();
  const nav = useNavModel();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);

  if (simple) {
    return (
      <header className={bar} style={heights} data-simple="">
        <div className={row}>
          <Logo logoUrl={app?.logo_url} name={app?.name} />
        </div>
      </header>
    );
  }

  return (
    <header className={bar} style={heights}>
      <div className={row}>
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
