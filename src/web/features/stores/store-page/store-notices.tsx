import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import type { Store } from '@/api/store';
import { todaysDateLabel } from '@/domain/store-week';
import {
  canOrderUsage,
  DIVESTED_DEFAULT_MESSAGE,
  ORDERING_UNAVAILABLE_MESSAGE,
  TEMP_CLOSED_FOLLOW_UP,
  temporaryClosureNotice,
  usageAvailability,
} from '@/domain/store-ordering';
import { USAGE_LABEL, USAGE_TYPES } from '@/domain/usage-type';
import { AppLink } from '@/web/ui/app-link';
import { AlertIcon, InfoIcon, SparkleIcon } from '@/web/ui/icons';

const notice = cva({
  base: { display: 'flex', gap: '3', p: '4', borderRadius: 'card', border: '1px solid', fontSize: 'sm', lineHeight: 'relaxed', '& > svg': { flexShrink: 0, mt: '0.5', fontSize: 'lg' } },
  variants: {
    tone: {
      danger: { bg: 'red.50', borderColor: 'red.200', color: 'ink', '& > svg': { color: 'danger' } },
      warning: { bg: 'amber.50', borderColor: 'amber.300', color: 'ink', '& > svg': { color: 'warning' } },
      info: { bg: 'wash', borderColor: 'line', color: 'ink', '& > svg': { color: 'brand' } },
    },
  },
});

function Notice({ tone, icon, children }: { tone: 'danger' | 'warning' | 'info'; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={notice({ tone })}>
      {icon}
      <div>{children}</div>
    </div>
  );
}

/**
 * What stands in the way of ordering at this store (part 1 §2, §8): the divested disclaimer, the
 * temporary closure notice ('{store} is temporarily closed today, {date}' + usage, then the
 * follow-up), coming-soon menus, and 'Online ordering is currently not available...' when neither
 * usage type can order.
 */
export function StoreNotices({ store, now }: { store: Store; now: Date }) {
  if (store.is_divested) {
    return (
      <Notice tone="danger" icon={<AlertIcon />}>
        <p className={css({ fontWeight: 'semibold' })}>{store.divested_disclaimer || DIVESTED_DEFAULT_MESSAGE}</p>
      </Notice>
    );
  }
  const closure = temporaryClosureNotice(store, todaysDateLabel(store, now));
  const comingSoon = USAGE_TYPES.filter((usage) => usageAvailability(store, usage) === 'coming-soon');
  const allComingSoon = comingSoon.length > 0 && USAGE_TYPES.every((usage) => ['coming-soon', 'no-menu'].includes(usageAvailability(store, usage)));
  const canOrder = USAGE_TYPES.some((usage) => canOrderUsage(store, usage));
  return (
    <>
      {closure && (
        <Notice tone="warning" icon={<AlertIcon />}>
          <p className={css({ fontWeight: 'semibold' })}>{closure}.</p>
          <p>{TEMP_CLOSED_FOLLOW_UP}</p>
        </Notice>
      )}
      {comingSoon.length > 0 && (
        <Notice tone="info" icon={<SparkleIcon />}>
          <p className={css({ fontWeight: 'semibold' })}>
            {allComingSoon ? 'Coming Soon!' : `${comingSoon.map((usage) => USAGE_LABEL[usage]).join(' and ')} Coming Soon!`}
          </p>
          {store.coming_soon_url && (
            <AppLink to={store.coming_soon_url} className={css({ color: 'brand', fontWeight: 'semibold', textDecoration: 'underline' })}>
              Learn More<span className={css({ srOnly: true })}> about {store.ecomm_display_name || store.name} opening</span>
            </AppLink>
          )}
        </Notice>
      )}
      {!canOrder && !allComingSoon && (
        <Notice tone="info" icon={<InfoIcon />}>
          <p>{ORDERING_UNAVAILABLE_MESSAGE}</p>
        </Notice>
      )}
    </>
  );
}
