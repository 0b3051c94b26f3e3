import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { USAGE_LABEL, USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { TruckIcon } from '@/web/ui/icons';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { DeliveryResults } from './delivery-results';
import { useDeliveryCheck } from './use-delivery-check';
import { ZipForm } from './zip-form';

export type DeliveryStep = 'select_type' | 'get_zip' | 'results';

export interface DeliveryDialogProps {
  open: boolean;
  onClose: () => void;
  /** A zip typed in the slice: after the type is chosen the dialog goes straight to results. */
  initialZip?: string;
  /** The store 'Shop Pickup at {store}' offers: the page's store, else the current one. */
  pickupStore: Store | undefined;
}

const TITLES: Record<Exclude<DeliveryStep, 'results'>, string> = {
  select_type: 'How are you shopping?',
  get_zip: 'Where should we deliver?',
};

/**
 * delivery_dialog (part 1 §2, §4): select_type (Medical or Adult Use delivery), get_zip, results.
 * 'Try another zip code' goes back to get_zip with an empty field. Mount it per opening: its steps
 * start from the props.
 */
export function DeliveryDialog({ open, onClose, initialZip, pickupStore }: DeliveryDialogProps) {
  const [step, setStep] = useState<DeliveryStep>('select_type');
  const [usage, setUsage] = useState<UsageType>('medical');
  const [zip, setZip] = useState(initialZip ?? '');

  const result = useDeliveryCheck(zip, usage, open && step === 'results');

  const selectType = (chosen: UsageType) => {
    setUsage(chosen);
    setStep(zip.length > 0 ? 'results' : 'get_zip');
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      ids={{ content: 'delivery_dialog' }}
      size="sm"
      title={step === 'results' ? result.title : TITLES[step]}
      description={step === 'select_type' ? 'Choose the kind of delivery you need.' : undefined}
    >
      {step === 'select_type' && (
        <div role="group" aria-label="Delivery type" className={css({ display: 'flex', flexDirection: 'column', gap: '3', pb: '3' })}>
          {USAGE_TYPES.map((type, index) => (
            <Button key={type} variant="outline" size="lg" fullWidth autoFocus={index === 0} onClick={() => selectType(type)} className={css({ justifyContent: 'flex-start' })}>
              <TruckIcon /> {USAGE_LABEL[type]} Delivery
            </Button>
          ))}
        </div>
      )}
      {step === 'get_zip' && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', pb: '3' })}>
          <p className={css({ fontSize: 'sm', color: 'muted' })}>Shopping {USAGE_LABEL[usage]}. Enter the zip code we'd deliver to.</p>
          <ZipForm
            autoFocus
            submitLabel="Submit"
            onSubmit={(entered) => {
              setZip(entered);
              setStep('results');
            }}
          />
          <Button variant="link" size="sm" onClick={() => setStep('select_type')} className={css({ alignSelf: 'flex-start' })}>
            Back
          </Button>
        </div>
      )}
      {step === 'results' && (
        <DeliveryResults
          zip={zip}
          usage={usage}
          result={result}
          pickupStore={pickupStore}
          onDone={onClose}
          onTryAnother={() => {
            setZip('');
            setStep('get_zip');
          }}
        />
      )}
    </DialogShell>
  );
}
