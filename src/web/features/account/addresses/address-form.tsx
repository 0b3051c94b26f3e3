import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { Address, AddressInput } from '@/api/user';
import { isCompleteAddress } from '@/domain/addresses';
import { sanitizeZipInput } from '@/domain/zip-code';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { TextField } from '@/web/ui/field';
import { SimpleSelect } from '@/web/ui/select';
import { ACCOUNT_PATH } from '../account-paths';
import { STATE_OPTIONS } from '../state-options';
import { formActions, stack } from '../styles';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';

export interface AddressDraft {
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
  is_default: boolean;
}

export function draftOf(address: Address | undefined): AddressDraft {
  return {
    address_1: address?.address_1 ?? '',
    address_2: address?.address_2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    is_default: address?.is_default ?? false,
  };
}

export function inputOf(draft: AddressDraft): AddressInput {
  return { ...draft, address_2: draft.address_2.trim() || null };
}

export interface AddressFormProps {
  initial: AddressDraft;
  onSave: (address: AddressInput) => void;
  saving: boolean;
  fieldErrors: Record<string, string>;
}

/**
 * The address fields (part 2 §2 /account/edit-address): Save Changes stays disabled until the
 * address is complete (address_1, city, state and a 5-digit zip, part 2 §5).
 */
export function AddressForm({ initial, onSave, saving, fieldErrors }: AddressFormProps) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const complete = isCompleteAddress(draft);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(formRef);

  // A save the server refused field by field takes the user to the first of those fields (keyed by
  // the messages, as the screen passes a new object on every render).
  const errorKey = Object.entries(fieldErrors).join('|');
  useEffect(() => {
    if (errorKey) focusFirstProblem();
  }, [errorKey, focusFirstProblem]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete) onSave(inputOf(draft));
  }

  return (
    <form ref={formRef} onSubmit={submit} className={stack} noValidate aria-label="Address">
      <TextField label="Address line 1" name="address_1" autoComplete="address-line1" aria-required value={draft.address_1} onChange={(event) => set('address_1', event.target.value)} error={fieldErrors.address_1} />
      <TextField label="Address line 2" name="address_2" autoComplete="address-line2" helperText="Apartment, suite or unit (optional)" value={draft.address_2} onChange={(event) => set('address_2', event.target.value)} error={fieldErrors.address_2} />
      <TextField label="City" name="city" autoComplete="address-level2" aria-required value={draft.city} onChange={(event) => set('city', event.target.value)} error={fieldErrors.city} />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', xs: '2fr 1fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <SimpleSelect label="State" name="state" placeholder="Choose a state" options={STATE_OPTIONS} value={draft.state || undefined} onValueChange={(value) => set('state', value)} />
          {fieldErrors.state && (
            <p role="alert" className={css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' })}>
              {fieldErrors.state}
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
          error={fieldErrors.zip}
        />
      </div>
      <Checkbox checked={draft.is_default} onCheckedChange={({ checked }) => set('is_default', checked)}>
        Make this my default address
      </Checkbox>
      <div className={formActions}>
        <AppLink to={ACCOUNT_PATH} className={button({ variant: 'outline' })}>
          Cancel
        </AppLink>
        <Button type="submit" disabled={!complete} loading={saving} loadingText="Saving">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
