import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import type { Store } from '@/api/store';
import type { AddressInput } from '@/api/user';
import { storeDisplayName } from '@/domain/store-ordering';
import { AddressFields } from '@/web/shared/address/address-fields';
import { addressDraft, useAddressForm } from '@/web/shared/address/use-address-form';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { useDeliveryCheck } from '../api/validate-delivery';
import { stack } from '@/web/shared/cart/styles';

export interface NewAddressFormProps {
  cart: Cart;
  store: Store;
  /** Attaches the checked address (geocode, chooser, attach-address-cart). */
  onSubmit: (address: AddressInput, save: boolean) => void;
  busy: boolean;
  /** Messages per field from the server. */
  serverErrors: Record<string, string>;
}

/** '{store} does not deliver to this zipcode.' (part 2 §8 Addresses and delivery). */
export const notServedMessage = (store: string) => `${store} does not deliver to this zipcode.`;

/**
 * A new delivery address (part 2 §3 Checkout state: newAddress, shouldSaveNewAddress): the address
 * fields checked with the same schema as the server (complete: address_1, city, state, 5-digit zip,
 * part 2 §5), the zip checked against the store DELIVERY_CHECK_DEBOUNCE_MS after typing stops, and
 * 'Save this address'. The first field with a problem takes focus.
 */
export function NewAddressForm({ cart, store, onSubmit, busy, serverErrors }: NewAddressFormProps) {
  const typed = cart.address && cart.address.address_id === null ? cart.address : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAddressForm(formRef, addressDraft(typed, store.state), serverErrors);
  const [save, setSave] = useState(false);

  const check = useDeliveryCheck({ storeId: cart.store_id, usageType: cart.usage_type, cartId: cart.id, zip: form.draft.zip });
  const zipProblem = check.answer && !check.answer.deliverable ? (check.answer.message ?? notServedMessage(storeDisplayName(store))) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = form.check();
    if (!address) return;
    if (zipProblem) return form.focusFirstProblem();
    onSubmit(address, save);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="New delivery address" className={stack}>
      <AddressFields form={form} errors={zipProblem ? { ...form.errors, zip: zipProblem } : form.errors} />
      <Checkbox checked={save} onCheckedChange={({ checked }) => setSave(checked)}>
        Save this address
      </Checkbox>
      <Button type="submit" variant="outline" loading={busy} loadingText="Checking the address" className={css({ alignSelf: { xs: 'flex-start' } })}>
        Deliver Here
      </Button>
    </form>
  );
}
