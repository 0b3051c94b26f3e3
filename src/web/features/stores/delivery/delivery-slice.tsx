import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { TruckIcon } from '@/web/ui/icons';
import { useStartup } from '@/web/shared/startup/use-startup';
import { ZipForm } from './zip-form';

const DeliveryDialog = lazy(() => import('./delivery-dialog').then((m) => ({ default: m.DeliveryDialog })));

export interface DeliverySliceProps {
  /** The store page's store: 'Shop Pickup at {store}' offers it. Else the current store. */
  store?: Store;
  title?: string;
  text?: string;
}

/**
 * 'Looking for delivery?' (part 1 §2 "Delivery slice"): a zip entry that opens delivery_dialog,
 * which asks Medical or Adult Use and then shows the results for the zip.
 */
export function DeliverySlice({ store, title = 'Looking for delivery?', text }: DeliverySliceProps) {
  const { store: current } = useStartup();
  const [zip, setZip] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const formArea = useRef<HTMLDivElement>(null);
  // The dialog's trigger is rebuilt with the fresh form when it closes: give focus back to
  // its zip field, or keyboard users would land on the page's start.
  useEffect(() => {
    if (formKey > 0) formArea.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [formKey]);

  return (
    <section
      aria-labelledby="delivery-slice-title"
      className={css({
        display: 'grid',
        gap: { base: '4', sm: '8' },
        gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'center',
        p: { base: '5', sm: '8' },
        borderRadius: 'card',
        bg: 'brand',
        color: 'brand.contrast',
        '& label': { color: 'brand.contrast' },
      })}
    >
      <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
        <span aria-hidden className={css({ display: 'grid', placeItems: 'center', flexShrink: 0, width: '12', height: '12', borderRadius: 'full', bg: 'brand.contrast', color: 'brand', fontSize: '2xl' })}>
          <TruckIcon />
        </span>
        <div>
          <h2 id="delivery-slice-title" className={css({ fontSize: { base: 'xl', sm: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>
            {title}
          </h2>
          <p className={css({ mt: '1', opacity: 0.92 })}>{text ?? "Enter your zip code and we'll check whether a store near you delivers there."}</p>
        </div>
      </div>
      <div ref={formArea} className={css({ '& input': { bg: 'canvas', color: 'ink' } })}>
        <ZipForm key={formKey} layout="inline" submitLabel="Check Delivery" buttonVariant="onBrand" onSubmit={setZip} />
      </div>
      {zip !== undefined && (
        <Suspense fallback={null}>
          <DeliveryDialog
            open
            initialZip={zip}
            pickupStore={store ?? current}
            onClose={() => {
              setZip(undefined);
              setFormKey((key) => key + 1);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
