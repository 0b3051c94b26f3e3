import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { SHOP_MENU_ARTICLES } from '@/domain/constants';
import { track } from '@/web/data/analytics';
import { AppLink } from '@/web/ui/app-link';
import { LazyCurrentStoreCard, LazyDealsLinks, LazyLearnLinks, LazyShopLinks } from '../lazy-parts';
import { NavDisclosure } from './nav-disclosure';
import { navItem, type HeaderMenu } from './nav-styles';
import type { NavModel } from './nav-model';

/**
 * Shop, Deals, Learn and Find a Dispensary, shown above the burger breakpoint. The panels' links load
 * after the first paint (they stay hidden until a menu opens).
 */
export function DesktopNav({ nav, className }: { nav: NavModel; className?: string }) {
  const [menu, setMenu] = useState<HeaderMenu>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => setMenu(null), [pathname]);

  return (
    <nav aria-label="Main" className={className}>
      <ul className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        <li>
          <NavDisclosure id="shop" label="Shop" open={menu === 'shop'} onToggle={setMenu} wide>
            <Suspense fallback={null}>
              <div className={css({ display: 'grid', gridTemplateColumns: '1fr 260px', gap: '6' })}>
                <LazyShopLinks nav={nav} />
                <div>
                  <LazyCurrentStoreCard onNavigate={() => setMenu(null)} />
                </div>
              </div>
            </Suspense>
          </NavDisclosure>
        </li>
        {nav.showDeals && (
          <li>
            {nav.dealSpecials.length > 0 ? (
              <NavDisclosure id="deals" label={nav.dealsLabel} open={menu === 'deals'} onToggle={setMenu}>
                <Suspense fallback={null}>
                  <LazyDealsLinks specials={nav.dealSpecials} href={nav.dealsHref} />
                </Suspense>
              </NavDisclosure>
            ) : (
              <AppLink to={nav.dealsHref} className={navItem} onClick={() => void track('Nav Deals', { href: nav.dealsHref })}>
                {nav.dealsLabel}
              </AppLink>
            )}
          </li>
        )}
        {nav.showLearn && (
          <li>
            {nav.articles.length > 0 ? (
              <NavDisclosure id="learn" label="Learn" open={menu === 'learn'} onToggle={setMenu}>
                <Suspense fallback={null}>
                  <LazyLearnLinks articles={nav.articles} limit={SHOP_MENU_ARTICLES} />
                </Suspense>
              </NavDisclosure>
            ) : (
              <AppLink to="/learn" className={navItem}>
                Learn
              </AppLink>
            )}
          </li>
        )}
        <li>
          <AppLink to="/locations" className={navItem}>
            Find a Dispensary
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}
