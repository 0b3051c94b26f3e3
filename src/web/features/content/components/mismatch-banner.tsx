import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { mismatchMessage, pageMismatch, type PageAudience } from '@/domain/content-pages';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { openStoreChooser } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { storeDisplayName, storeTileStatus } from '@/web/shared/startup/store-chooser/store-status';
import { chooseStore } from '@/web/state/shopping';
import { showToast } from '@/web/state/toasts';
import { Button } from '@/web/ui/button';
import { InfoIcon } from '@/web/ui/icons';

export interface MismatchBannerProps {
  audience: PageAudience;
  currentStore: Store | undefined;
  usageType: UsageType;
  stores: readonly Store[];
}

/**
 * Warns when the page was written for another store or usage type than the shopper's (part 1 §2
 * /page route), with a change-store link (§8) and, when the page's store takes orders for that
 * usage type, a one-step switch to it.
 */
export function MismatchBanner({ audience, currentStore, usageType, stores }: MismatchBannerProps) {
  const mismatch = pageMismatch(audience, { storeId: currentStore?.id, usageType });
  if (!mismatch) return null;
  const pageStore = stores.find((store) => store.id === (audience.storeId ?? currentStore?.id));
  const targetUsage = audience.usageType ?? usageType;
  const canSwitch = pageStore && storeTileStatus(pageStore).shoppable.includes(targetUsage);
  const message = mismatchMessage({
    page: audience,
    pageStoreName: audience.storeId === null ? undefined : pageStore && storeDisplayName(pageStore),
    shopperStoreName: currentStore && storeDisplayName(currentStore),
    shopperUsage: usageType,
  });

  const switchStore = () => {
    if (!pageStore) return;
    chooseStore(pageStore, targetUsage);
    showToast('success', `You're shopping ${USAGE_LABEL[targetUsage]} at ${storeDisplayName(pageStore)}.`);
  };

  return (
    <aside
      aria-label="Store notice"
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', tablet: 'row' },
        alignItems: { base: 'flex-start', tablet: 'center' },
        gap: '3',
        p: '4',
        mb: '6',
        borderRadius: 'card',
        border: '1px solid',
        borderColor: 'amber.300',
        bg: 'amber.50',
        color: 'ink',
      })}
    >
      <InfoIcon className={css({ fontSize: 'xl', color: 'warning', flexShrink: 0 })} />
      <p className={css({ flex: '1', lineHeight: 'relaxed' })}>{message}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {canSwitch && (
          <Button size="sm" onClick={switchStore}>
            Shop {USAGE_LABEL[targetUsage]} at {storeDisplayName(pageStore)}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={openStoreChooser}>
          Change Store
        </Button>
      </div>
    </aside>
  );
}
