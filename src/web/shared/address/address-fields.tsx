import { css } from 'styled-system/css';
import { sanitizeZipInput } from '@/domain/zip-code';
import { TextField } from '@/web/ui/field';
import { fieldError } from '@/web/ui/page-styles';
import { SimpleSelect } from '@/web/ui/select';
import { STATE_OPTIONS } from './state-options';
import type { AddressForm } from './use-address-form';

export interface AddressFieldsProps {
  form: Pick<AddressForm, 'draft' | 'set'>;
  /** A message by field name. */
  errors: Record<string, string>;
}

/**
 * The address fields (part 2 §2 /account/edit-address, §3 Checkout state newAddress): lines 1 and
 * 2, city, the state dropdown and the zip, which keeps digits only, at most 5 (src/domain/zip-code.ts).
 * State and zip sit side by side from the extra-small breakpoint.
 */
export function AddressFields({ form: { draft, set }, errors }: AddressFieldsProps) {
  return (
    <>
      <TextField label="Address line 1" name="address_1" autoComplete="address-line1" aria-required value={draft.address_1} onChange={(event) => set('address_1', event.target.value)} error={errors.address_1} />
      <TextField label="Address line 2" name="address_2" autoComplete="address-line2" helperText="Apartment, suite or unit (optional)" value={draft.address_2} onChange={(event) => set('address_2', event.target.value)} error={errors.address_2} />
      <TextField label="City" name="city" autoComplete="address-level2" aria-required value={draft.city} onChange={(event) => set('city', event.target.value)} error={errors.city} />
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', xs: '2fr 1fr' }, alignItems: 'start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
          <SimpleSelect label="State" name="state" placeholder="Choose a state" options={STATE_OPTIONS} value={draft.state || undefined} onValueChange={(value) => set('state', value)} />
          {errors.state && (
            <p role="alert" className={fieldError}>
              {errors.state}
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
          error={errors.zip}
        />
      </div>
    </>
  );
}
