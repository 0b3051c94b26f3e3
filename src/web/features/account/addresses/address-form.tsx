import { useRef, useState, type FormEvent } from 'react';
import type { Address, AddressInput } from '@/api/user';
import { AddressFields } from '@/web/shared/address/address-fields';
import { addressDraft, useAddressForm } from '@/web/shared/address/use-address-form';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { ACCOUNT_PATH } from '@/web/shared/account/account-paths';
import { formActions, stack } from '../styles';

export interface AddressFormProps {
  /** The saved address being changed; none for a new one. */
  address: Address | undefined;
  onSave: (address: AddressInput) => void;
  saving: boolean;
  fieldErrors: Record<string, string>;
}

/**
 * The address fields (part 2 §2 /account/edit-address) with 'Make this my default address': Save
 * Changes stays disabled until the address is complete (address_1, city, state and a 5-digit zip,
 * part 2 §5).
 */
export function AddressForm({ address, onSave, saving, fieldErrors }: AddressFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useAddressForm(formRef, addressDraft(address), fieldErrors);
  const [isDefault, setIsDefault] = useState(address?.is_default ?? false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.complete ? form.check() : undefined;
    if (input) onSave({ ...input, is_default: isDefault });
  }

  return (
    <form ref={formRef} onSubmit={submit} className={stack} noValidate aria-label="Address">
      <AddressFields form={form} errors={form.errors} />
      <Checkbox checked={isDefault} onCheckedChange={({ checked }) => setIsDefault(checked)}>
        Make this my default address
      </Checkbox>
      <div className={formActions}>
        <AppLink to={ACCOUNT_PATH} className={button({ variant: 'outline' })}>
          Cancel
        </AppLink>
        <Button type="submit" disabled={!form.complete} loading={saving} loadingText="Saving">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
