import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { chooseStore, shoppingState } from '@/web/state/shopping';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { DialogShell } from '@/web/ui/dialog';
import { useStartup } from '../use-startup';
import { groupStoresByState } from './group-stores';
import { closeStoreChooser, storeChooserState } from './store-chooser-state';
import { storeDisplayName } from './store-status';
import { StoreTile } from './store-tile';

/**
 * The store chooser (dialog id choose_store_popup): stores grouped by state, current first.
 * Choosing calls chooseStore(); every query keyed by store and usage type reloads. Esc closes it.
 */
export function StoreChooserDialog() {
  const { open } = useSnapshot(storeChooserState);
  const { storeId, usageType } = useSnapshot(shoppingState);
  const { stores } = useStartup();
  const groups = groupStoresByState(stores, storeId);

  const choose = (store: Store, usage: UsageType) => {
    chooseStore(store, usage);
    closeStoreChooser();
    showToast('success', `You're shopping ${USAGE_LABEL[usage]} at ${storeDisplayName(store)}.`);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => (details.open ? undefined : closeStoreChooser())}
      ids={{ content: 'choose_store_popup' }}
      size="lg"
      title="Choose Your Store"
      description="Pick a dispensary and how you're shopping. You can change it any time from the header."
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', pb: '2' })}>
        {groups.map((group) => (
          <section key={group.state} aria-labelledby={`store-group-${group.state}`}>
            <h2
              id={`store-group-${group.state}`}
              className={css({ fontSize: 'sm', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'muted', mb: '2' })}
            >
              {group.name}{' '}
              <span className={css({ fontWeight: 'normal' })}>
                · {group.stores.length} {group.stores.length === 1 ? 'Dispensary' : 'Dispensaries'}
              </span>
            </h2>
            <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
              {group.stores.map((store) => (
                <StoreTile
                  key={store.id}
                  store={store}
                  current={store.id === storeId}
                  usageType={usageType}
                  onChoose={choose}
                  onNavigate={closeStoreChooser}
                />
              ))}
            </div>
          </section>
        ))}
        <p className={css({ fontSize: 'sm', color: 'muted' })}>
          Prefer a map?{' '}
          <AppLink to="/locations" onClick={closeStoreChooser} className={css({ color: 'brand', fontWeight: 'semibold' })}>
            Find a Dispensary
          </AppLink>
        </p>
      </div>
    </DialogShell>
  );
}
