import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { defaultStateTab, stateTabs } from '@/domain/locator';
import { LOCATOR_PATH } from '@/domain/store-slugs';
import { storeDisplayName } from '@/domain/store-ordering';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { closeStoreChooser, storeChooserState } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { useStartup } from '@/web/shared/startup/use-startup';
import { chooseStore } from '@/web/state/shopping';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { DialogShell } from '@/web/ui/dialog';
import { focusPageHeading, pageHeadingOrMain } from '@/web/ui/focus-page-heading';
import { LocatorTabs } from './locator-tabs';

/**
 * The store chooser popup (dialog id choose_store_popup, part 1 §2): the locator's state tabs and
 * tiles; Esc closes it. Opened from the header it keeps the shopper on the page (README decision);
 * opened on /locations it goes to / after a choice, as the spec's popup does.
 */
export function StoreChooserDialog() {
  const { open } = useSnapshot(storeChooserState);
  // After a choice focus goes to the page's heading (issue 21), not back to the header's button or
  // the body; closed without a choice it returns where it was.
  // Reset on each opening, not when read: Ark may ask for the final focus more than once on close.
  const chose = useRef(false);
  useEffect(() => {
    if (open) chose.current = false;
  }, [open]);
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => (details.open ? undefined : closeStoreChooser())}
      finalFocusEl={() => (chose.current ? pageHeadingOrMain() : null)}
      closeOnEscape
      ids={{ content: 'choose_store_popup' }}
      size="lg"
      title="Choose Your Store"
      description="Pick a dispensary and how you're shopping. You can change it any time from the header."
    >
      <ChooserBody onChosen={() => (chose.current = true)} />
    </DialogShell>
  );
}

/** Mounted with each opening, so the tab starts at the current store's state every time. */
function ChooserBody({ onChosen }: { onChosen: () => void }) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { stores, store: current, usageType } = useStartup();
  const [state, setState] = useState(() => defaultStateTab(stateTabs(stores), current));

  const choose = (store: Store, usage: UsageType) => {
    chooseStore(store, usage);
    onChosen();
    closeStoreChooser();
    showToast('success', `You're shopping ${USAGE_LABEL[usage]} at ${storeDisplayName(store)}.`);
    if (pathname === LOCATOR_PATH) void navigate({ to: '/' });
    focusPageHeading();
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', pb: '2' })}>
      <LocatorTabs
        stores={stores}
        currentStoreId={current?.id}
        usageType={usageType}
        state={state ?? defaultStateTab(stateTabs(stores), current)}
        onStateChange={setState}
        onChoose={choose}
        onNavigate={closeStoreChooser}
      />
      {pathname !== LOCATOR_PATH && (
        <p className={css({ fontSize: 'sm', color: 'muted' })}>
          Prefer a map?{' '}
          <AppLink to={LOCATOR_PATH} onClick={closeStoreChooser} className={css({ color: 'brand', fontWeight: 'semibold' })}>
            Find a Dispensary
          </AppLink>
        </p>
      )}
    </div>
  );
}
