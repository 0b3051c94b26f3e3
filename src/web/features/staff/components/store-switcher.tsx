import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';
import { SimpleSelect } from '@/web/ui/select';
import { Skeleton } from '@/web/ui/skeleton';
import { chooseWorkingStore, useWorkingStore } from '../working-store';

export const WORKING_STORE_LABEL = 'Working store';

/**
 * The store this terminal works (working-store.ts): its name, or a switcher when the person works at
 * several stores. The choice stays on this device; the queue and every staff screen follow it.
 */
export function StoreSwitcher({ className }: { className?: string }) {
  const { store, stores, isPending } = useWorkingStore();
  const options = useMemo(() => stores.map((entry) => ({ value: String(entry.id), label: entry.name })), [stores]);
  if (isPending) return <Skeleton width="10rem" height="2.5rem" className={className} />;
  if (!store) return null;
  if (stores.length === 1) {
    return (
      <p className={cx(css({ display: 'flex', flexDirection: 'column', minW: '0', lineHeight: 'snug' }), className)}>
        <span className={css({ fontSize: 'xs', color: 'muted' })}>{WORKING_STORE_LABEL}</span>
        <span className={css({ fontWeight: 'bold', fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{store.name}</span>
      </p>
    );
  }
  return (
    <SimpleSelect
      label={WORKING_STORE_LABEL}
      hideLabel
      options={options}
      value={String(store.id)}
      onValueChange={(value) => chooseWorkingStore(Number(value))}
      className={cx(css({ minW: { base: '0', tablet: '12rem' } }), className)}
    />
  );
}
