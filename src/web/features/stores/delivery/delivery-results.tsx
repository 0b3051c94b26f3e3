import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { deliveryNotOfferedText } from '@/domain/delivery-zip';
import { formatCents } from '@/domain/money';
import { LOCATOR_PATH } from '@/domain/store-slugs';
import { shoppableUsage, storeDisplayName } from '@/domain/store-ordering';
import { USAGE_LABEL, type UsageType } from '@/domain/usage-type';
import { storeAddress } from '@/web/shared/startup/store-chooser/store-status';
import { chooseStore } from '@/web/state/shopping';
import { showToast } from '@/web/state/toasts';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { LoadingRegion } from '@/web/ui/skeleton';
import { Spinner } from '@/web/ui/spinner';
import { chooseDelivery } from './delivery-choice';
import { deliveryOfflineText, type DeliveryCheckView } from './use-delivery-check';

export interface DeliveryResultsProps {
  zip: string;
  usage: UsageType;
  result: DeliveryCheckView;
  pickupStore: Store | undefined;
  onDone: () => void;
  onTryAnother: () => void;
}

const actions = css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '2', pb: '3' });

/**
 * The results step (part 1 §2 "Delivery slice", §4, §8): eligible stores with 'Shop Delivery', the
 * current store chosen directly, or 'We don't offer delivery in that area.' with 'Shop Pickup at
 * {store}' and 'Try another zip code'. Every choice goes to /.
 */
export function DeliveryResults({ zip, usage, result, pickupStore, onDone, onTryAnother }: DeliveryResultsProps) {
  const navigate = useNavigate();
  const finish = (message: string) => {
    showToast('success', message);
    onDone();
    void navigate({ to: '/' });
  };
  const shopDelivery = (store: Store) => {
    chooseDelivery(store, usage, zip);
    finish(`You're shopping ${USAGE_LABEL[usage]} delivery to ${zip} from ${storeDisplayName(store)}.`);
  };

  // The current store delivers there: delivery is chosen directly (part 1 §4).
  const direct = result.status === 'done' && result.check.kind === 'current' ? result.check.store : undefined;
  const chosen = useRef(false);
  useEffect(() => {
    if (!direct || chosen.current) return;
    chosen.current = true;
    shopDelivery(direct);
  });

  if (result.status === 'pending' || direct) {
    return (
      <LoadingRegion label={`Checking delivery to ${zip}`} className={css({ display: 'flex', alignItems: 'center', gap: '3', py: '6', color: 'muted' })}>
        <Spinner /> Checking {zip}…
      </LoadingRegion>
    );
  }
  if (result.status === 'error') {
    return (
      <div className={actions}>
        {result.offline ? <p role="status">{deliveryOfflineText(zip)}</p> : <p role="alert">We couldn't check delivery to {zip} right now. Please try again.</p>}
        <Button onClick={result.retry}>Try again</Button>
        <Button variant="outline" onClick={onTryAnother}>
          Try another zip code
        </Button>
      </div>
    );
  }
  const { check } = result;
  if (check.kind === 'eligible') {
    return (
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', pb: '3' })}>
        {check.stores.map((store, index) => (
          <li key={store.id} className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', borderRadius: 'card', border: '1px solid token(colors.line)' })}>
            <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{storeDisplayName(store)}</p>
            <p className={css({ fontSize: 'sm', color: 'muted' })}>{storeAddress(store)}</p>
            {store.delivery_minimum_cents > 0 && <p className={css({ fontSize: 'sm' })}>Delivery minimum {formatCents(store.delivery_minimum_cents)}</p>}
            <Button autoFocus={index === 0} onClick={() => shopDelivery(store)}>
              Shop Delivery<span className={css({ srOnly: true })}> from {storeDisplayName(store)}</span>
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  const pickupUsage = pickupStore && shoppableUsage(pickupStore, usage);
  return (
    <div className={actions}>
      <p role="alert" className={css({ color: 'ink' })}>
        {deliveryNotOfferedText(zip)}
      </p>
      {pickupStore && pickupUsage ? (
        <Button
          autoFocus
          onClick={() => {
            chooseStore(pickupStore, pickupUsage);
            finish(`You're shopping ${USAGE_LABEL[pickupUsage]} at ${storeDisplayName(pickupStore)}.`);
          }}
        >
          Shop Pickup at {storeDisplayName(pickupStore)}
        </Button>
      ) : (
        <AppLink to={LOCATOR_PATH} onClick={onDone} className={button()}>
          Find a Dispensary
        </AppLink>
      )}
      <Button variant="outline" onClick={onTryAnother}>
        Try another zip code
      </Button>
    </div>
  );
}
