import { css } from 'styled-system/css';
import { CurrentStorePanel } from '@/web/shared/startup/store-chooser/current-store-panel';
import { openStoreChooser } from '@/web/shared/startup/store-chooser/store-chooser-state';
import { useStartup } from '@/web/shared/startup/use-startup';
import { Button } from '@/web/ui/button';

/** The shop menu's current store card (part 1 §2 header): the current-store panel, or a prompt to choose one. */
export function CurrentStoreCard({ onNavigate }: { onNavigate?: () => void }) {
  const { store, usageType } = useStartup();
  if (store) return <CurrentStorePanel store={store} usageType={usageType} onNavigate={onNavigate} />;
  return (
    <section aria-label="Your store" className={css({ p: '4', borderRadius: 'card', bg: 'brand.soft', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontWeight: 'bold' })}>No store selected</p>
      <p className={css({ fontSize: 'sm', color: 'muted' })}>Choose a dispensary to see its live menu.</p>
      <Button size="sm" onClick={() => (onNavigate?.(), openStoreChooser())}>
        Choose a Store
      </Button>
    </section>
  );
}
