import { useState } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import type { Store } from '@/api/store';
import type { User } from '@/api/user';
import { withDefaultFirst } from '@/domain/addresses';
import { storeDisplayName } from '@/domain/store-ordering';
import { addressLines } from '@/web/shared/address/address-lines';
import { ChoiceRadio, fieldsetReset, legendStyle } from '@/web/ui/choice-radio';
import { Notice } from '@/web/ui/notice';
import { useDeliveryCheck } from '../api/validate-delivery';
import { useAttachAddress } from '../hooks/use-attach-address';
import { fieldError, muted, stack } from '@/web/shared/cart/styles';
import { AddressChooserDialog } from './address-chooser-dialog';
import { NewAddressForm, notServedMessage } from './new-address-form';

const NEW = 'new';

/**
 * Where to deliver (part 2 §3 Checkout state: addressId, isNewAddress): a saved address of the
 * account (default first), attached when chosen, or a new one typed in the form.
 */
export function AddressPicker({ cart, store, user }: { cart: Cart; store: Store; user: User }) {
  const saved = withDefaultFirst(user.addresses);
  const attachedId = cart.address?.address_id ?? undefined;
  const [mode, setMode] = useState<'saved' | 'new'>(cart.address && attachedId === undefined ? NEW : saved.length > 0 ? 'saved' : NEW);
  const address = useAttachAddress(cart);
  const savedZip = mode === 'saved' ? (saved.find((entry) => entry.id === attachedId)?.zip ?? '') : '';
  const check = useDeliveryCheck({ storeId: cart.store_id, usageType: cart.usage_type, cartId: cart.id, zip: savedZip });
  const notServed = check.answer && !check.answer.deliverable ? (check.answer.message ?? notServedMessage(storeDisplayName(store))) : undefined;

  return (
    <div className={stack}>
      <fieldset className={fieldsetReset} aria-describedby={notServed ? 'delivery-address-problem' : undefined} aria-busy={address.busy || undefined}>
        <legend className={legendStyle}>Deliver to</legend>
        {saved.map((entry) => {
          const [street, city] = addressLines(entry);
          return (
            <ChoiceRadio
              key={entry.id}
              name="delivery-address"
              value={String(entry.id)}
              checked={mode === 'saved' && attachedId === entry.id}
              onSelect={() => {
                setMode('saved');
                if (attachedId !== entry.id) void address.attachSaved(entry.id);
              }}
              label={street}
              description={city}
            />
          );
        })}
        <ChoiceRadio name="delivery-address" value={NEW} checked={mode === NEW} onSelect={() => setMode(NEW)} label="A new address" />
      </fieldset>
      {notServed && (
        <p id="delivery-address-problem" role="alert" className={fieldError}>
          {notServed}
        </p>
      )}
      {mode === NEW && <NewAddressForm cart={cart} store={store} onSubmit={(input, save) => void address.attachNew(input, save)} busy={address.busy} serverErrors={address.fieldErrors} />}
      {mode === NEW && cart.address && attachedId === undefined && !address.busy && (
        <p className={muted} role="status">
          Delivering to{' '}
          <span className={css({ fontWeight: 'semibold', color: 'ink' })}>
            {addressLines(cart.address).join(', ')}
          </span>
        </p>
      )}
      {address.error && <Notice tone="error">{address.error}</Notice>}
      <AddressChooserDialog matches={address.matches} onChoose={(match) => void address.chooseMatch(match)} onClose={address.closeChooser} />
    </div>
  );
}
