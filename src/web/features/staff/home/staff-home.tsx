import { css } from 'styled-system/css';
import type { StaffStore } from '@/api/staff';
import { USAGE_LABEL, USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { chooseStore } from '@/web/state/shopping';
import { usePageMeta } from '@/web/state/page-meta';
import { AppLink } from '@/web/ui/app-link';
import { card } from '@/web/ui/card';
import { ArrowRightIcon, ClockIcon, IdCardIcon, LeafIcon } from '@/web/ui/icons';
import { pageShell, pageTitle } from '@/web/ui/page-styles';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { WorkingStoreGate } from '../components/working-store-gate';
import { OrderOnBehalfPanels } from '../new-order/order-on-behalf-panels';

export const STAFF_HOME_TITLE = 'What would you like to do?';
export const PANEL_TITLES = {
  queue: 'View Order Queue',
  medical: 'View Medical Products',
  recreational: 'View Adult Use Products',
} as const;

const grid = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '4' });
const panel = css({
  height: 'full',
  minH: '36',
  gap: '2',
  textDecoration: 'none',
  position: 'relative',
  _focusVisible: { outline: '3px solid token(colors.brand)', outlineOffset: '2px' },
  '& [data-arrow]': { transition: 'transform 150ms' },
  '&:hover [data-arrow]': { transform: 'translateX(4px)' },
});

type Icon = typeof ClockIcon;
const USAGE_ICONS: Record<UsageType, Icon> = { medical: IdCardIcon, recreational: LeafIcon };

/**
 * The staff home at / (part 2 §2 "Staff home"): what the terminal can do at the working store, as
 * large panels. Product panels show only for the usage types the store sells; under them Continue
 * Order (when this staff member has started an order here) and Create New Order (part 2 §4).
 */
export function StaffHome() {
  usePageMeta({ title: 'Admin Ordering' });
  return (
    <div className={pageShell({ width: 'wide' })}>
      <h1 className={pageTitle}>
        {STAFF_HOME_TITLE}
      </h1>
      <WorkingStoreGate skeleton={<PanelsSkeleton />}>
        {(store) => (
          <>
            <Panels store={store} />
            <OrderOnBehalfPanels store={store} />
          </>
        )}
      </WorkingStoreGate>
    </div>
  );
}

function Panels({ store }: { store: StaffStore }) {
  return (
    <nav aria-label="Staff tasks">
      <ul className={grid}>
        <li>
          <Panel to="/orders" icon={ClockIcon} title={PANEL_TITLES.queue} description={`Orders of the last 72 hours at ${store.name}, updated as they come in.`} />
        </li>
        {USAGE_TYPES.filter((usage) => store.usage_types.includes(usage)).map((usage) => (
          <li key={usage}>
            <Panel
              to="/shop"
              icon={USAGE_ICONS[usage]}
              title={PANEL_TITLES[usage]}
              description={`The ${USAGE_LABEL[usage]} menu of ${store.name}.`}
              // The shop reads the chosen store and usage type (state/shopping.ts) as it opens.
              onFollow={() => chooseStore(store, usage)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Panel({ to, icon: Icon, title, description, onFollow }: { to: string; icon: Icon; title: string; description: string; onFollow?: () => void }) {
  return (
    <AppLink to={to} onClick={onFollow} className={`${card({ interactive: true, padding: 'lg' })} ${panel}`}>
      <Icon aria-hidden className={css({ fontSize: '3xl', color: 'brand' })} />
      <span className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xl', fontWeight: 'extrabold', color: 'ink' })}>
        {title}
        <ArrowRightIcon aria-hidden data-arrow="" className={css({ color: 'brand' })} />
      </span>
      <span className={css({ color: 'muted', fontSize: 'sm' })}>{description}</span>
    </AppLink>
  );
}

function PanelsSkeleton() {
  return (
    <LoadingRegion label="Loading your store" className={grid}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height="9rem" className={css({ borderRadius: 'card' })} />
      ))}
    </LoadingRegion>
  );
}
