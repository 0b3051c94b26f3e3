import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Cart } from '@/api/cart';
import type { Store } from '@/api/store';
import { addressInputSchema, type AddressInput } from '@/api/user';
import { sanitizeZipInput } from '@/domain/zip-code';
import { storeDisplayName } from '@/domain/store-ordering';
import { STATE_OPTIONS } from '@/web/features/account/state-options';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { TextField } from '@/web/ui/field';
import { SimpleSelect } from '@/web/ui/select';
import { useDeliveryCheck } from '../api/validate-delivery';
import { fieldError, stack } from '../styles';

export interface NewAddressFormProps {
  cart: Cart;
  store: Store;
  /** Attaches the checked address (geocode, chooser, attach-address-cart). */
  onSubmit: (address: AddressInput, save: boolean) => void;
  busy: boolean;
  /** Messages per field from the server. */
  serverErrors: Record<string, string>;
}

type Draft = { address_1: string; address_2: string; city: string; state: string; zip: string };

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
  const [draft, setDraft] = useState<Draft>({
    address_1: typed?.address_1 ?? '',
    address_2: typed?.address_2 ?? '',
    city: typed?.city ?? '',
    state: typed?.state ?? store.state,
    zip: typed?.zip ?? '',
  });
  const [save, setSave] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(formRef);
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const check = useDeliveryCheck({ storeId: cart.store_id, usageType: cart.usage_type, cartId: cart.id, zip: draft.zip });
  const zipProblem = check.answer && !check.answer.deliverable ? (check.answer.message ?? notServedMessage(storeDisplayName(store))) : undefined;
  const shown: Record<string, string> = { ...serverErrors, ...errors, ...(zipProblem ? { zip: zipProblem } : {}) };

  const serverKey = Object.entries(serverErrors).join('|');
  useEffect(() => {
    if (serverKey) focusFirstProblem();
  }, [serverKey, focusFirstProblem]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addressInputSchema.safeParse({ ...draft, address_2: draft.address_2.trim() || null });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse()));
      focusFirstProblem();
      return;
    }
    setErrors({});
    if (zipProblem) {
      focusFirstProblem();
      return;
    }
    onSubmit(parsed.data, save);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="New delivery address" className={stack}>
      <TextField label="Address line 1" name="address_1" autoComplete="address-line1" aria-required value={draft.address_1} onChange={(event) => set('address_1', event.target.value)} error={shown.address_1} />
      <TextField label="Address line 2" name="address_2" autoComplete="address-line2" helperText="Apartment, suite or unit (optional)" value={draft.address_2} onChange={(event) => set('address_2', event.target.value)} error={shown.address_2} />
      <TextField label="City" name="city" autoComplete="address-level2" aria-required value={draft.city} onChange={(event) => set('city', event.target.value)} error={shown.city} />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', xs: '2fr 1fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <SimpleSelect label="State" name="state" placeholder="Choose a state" options={STATE_OPTIONS} value={draft.state || undefined} onValueChange={(value) => set('state', value)} />
          {shown.state && (
            <p role="alert" className={fieldError}>
              {shown.state}
            </p>
          )}
        </div>
        <TextField
          label="Zip code"
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          aria-required
          value={draft.zip}
          onChange={(event) => set('zip', sanitizeZipInput(event.target.value))}
          error={shown.zip}
        />
      </div>
      <Checkbox checked={save} onCheckedChange={({ checked }) => setSave(checked)}>
        Save this address
      </Checkbox>
      <Button type="submit" variant="outline" loading={busy} loadingText="Checking the address" className={css({ alignSelf: { xs: 'flex-start' } })}>
        Deliver Here
      </Button>
    </form>
  );
}
