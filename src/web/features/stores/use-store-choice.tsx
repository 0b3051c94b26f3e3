import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { Store } from '@/api/store';
import { storeDisplayName } from '@/domain/store-ordering';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { useStartup } from '@/web/shared/startup/use-startup';
import { chooseStore } from '@/web/state/shopping';
import { showToast } from '@/web/state/toasts';
import { focusPageHeading } from '@/web/ui/focus-page-heading';
import { SwitchStoreDialog } from './switch-store-dialog';

interface Choice {
  store: Store;
  usage: UsageType;
  after?: () => void;
}

export interface StoreChoice {
  /** Choose a store and usage type; asks first when it replaces another chosen store. */
  choose: (store: Store, usage: UsageType, after?: () => void) => void;
  /** The confirmation dialog; render it once in the screen. */
  confirmation: ReactNode;
}

/**
 * Choosing a store from the locator page or a store page (part 1 §2): a different store than the
 * chosen one needs the switch store confirmation; then the store and usage type are set (every
 * query keyed on them reloads) and the shopper goes to `redirectTo` (the locator's '/'), focus on its heading.
 */
export function useStoreChoice({ redirectTo }: { redirectTo?: string } = {}): StoreChoice {
  const navigate = useNavigate();
  const { store: current } = useStartup();
  const [pending, setPending] = useState<Choice>();

  const commit = ({ store, usage, after }: Choice) => {
    chooseStore(store, usage);
    showToast('success', `You're shopping ${USAGE_LABEL[usage]} at ${storeDisplayName(store)}.`);
    after?.();
    if (redirectTo) void navigate({ to: redirectTo });
    // The page rebuilds for the store: focus lands on its heading, not the body (issue 21).
    focusPageHeading();
  };

  const choose = (store: Store, usage: UsageType, after?: () => void) => {
    if (current && current.id !== store.id) setPending({ store, usage, after });
    else commit({ store, usage, after });
  };

  const confirmation = (
    <SwitchStoreDialog
      storeName={pending ? storeDisplayName(pending.store) : undefined}
      onCancel={() => setPending(undefined)}
      onConfirm={() => {
        if (pending) commit(pending);
        setPending(undefined);
      }}
    />
  );
  return { choose, confirmation };
}
