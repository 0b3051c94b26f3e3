import { Portal } from '@ark-ui/react/portal';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { MOBILE_NAV_ARTICLES } from '@/domain/constants';
import { track } from '@/web/data/analytics';
import { AppLink } from '@/web/ui/app-link';
import { Drawer } from '@/web/ui/drawer';
import { ChevronLeftIcon, ChevronRightIcon } from '@/web/ui/icons';
import { CurrentStoreCard } from './current-store-card';
import { DealsLinks, LearnLinks, ShopLinks } from './menu-panels';
import type { NavModel } from './nav-model';

type Panel = 'main' | 'shop' | 'deals' | 'learn';

const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: 'full',
  minH: '14',
  px: '5',
  fontSize: 'lg',
  fontWeight: 'semibold',
  textDecoration: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  borderBottom: '1px solid token(colors.line)',
  _hover: { bg: 'brand.soft' },
  '&[aria-current=page]': { color: 'brand' },
  '& svg': { color: 'muted' },
});

/** The mobile navigation drawer (burger at 1200 px and below): 90% wide, max 450 px, 'Main Menu' back button. */
export function MobileNav({ nav, open, onOpenChange }: { nav: NavModel; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [panel, setPanel] = useState<Panel>('main');
  const previous = useRef<Panel>('main');
  const body = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const close = () => onOpenChange(false);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);
  useEffect(() => {
    if (!open) setPanel('main');
  }, [open]);
  // Keyboard users land on the 'Main Menu' button in a sub-menu, and back on the row they came from.
  useEffect(() => {
    const target = panel === 'main' ? `[data-panel="${previous.current}"]` : '[data-back]';
    if (panel !== previous.current) body.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>(target)?.focus();
    previous.current = panel;
  }, [panel]);

  const sub = (target: Panel, label: string) => (
    <button type="button" className={row} onClick={() => setPanel(target)} data-panel={target}>
      {label} <ChevronRightIcon />
    </button>
  );

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="left" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Main menu">
            <Drawer.Header>
              {panel === 'main' ? (
                <Drawer.Title>Menu</Drawer.Title>
              ) : (
                <button
                  type="button"
                  onClick={() => setPanel('main')}
                  data-back
                  className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', flex: '1', minH: '11', fontWeight: 'bold', cursor: 'pointer', color: 'brand' })}
                >
                  <ChevronLeftIcon size={22} /> Main Menu
                </button>
              )}
              <Drawer.CloseButton label="Close menu" />
            </Drawer.Header>
            <Drawer.Body ref={body}>
              {panel === 'main' && (
                <nav aria-label="Main">
                  <div className={css({ p: '4' })}>
                    <CurrentStoreCard onNavigate={close} />
                  </div>
                  {sub('shop', 'Shop')}
                  {nav.showDeals &&
                    (nav.dealSpecials.length > 0 ? sub('deals', nav.dealsLabel) : (
                      <AppLink to={nav.dealsHref} className={row} onClick={() => void track('Nav Deals', { href: nav.dealsHref })}>
                        {nav.dealsLabel}
                      </AppLink>
                    ))}
                  {nav.showLearn &&
                    (nav.articles.length > 0 ? sub('learn', 'Learn') : (
                      <AppLink to="/learn" className={row}>
                        Learn
                      </AppLink>
                    ))}
                  <AppLink to="/locations" className={row}>
                    Find a Dispensary
                  </AppLink>
                </nav>
              )}
              <div className={css({ p: '5' })}>
                {panel === 'shop' && <ShopLinks nav={nav} />}
                {panel === 'deals' && <DealsLinks specials={nav.dealSpecials} href={nav.dealsHref} />}
                {panel === 'learn' && <LearnLinks articles={nav.articles} limit={MOBILE_NAV_ARTICLES} />}
              </div>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
