import { useState, type RefObject } from 'react';
import { addressInputSchema, type AddressInput } from '@/api/user';
import { isCompleteAddress, type AddressFields } from '@/domain/addresses';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';

/** The address fields as typed (an empty line 2 rather than null). */
export interface AddressDraft {
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
}

/** The fields of `address`, blank where it has none; a new address starts in `state` when given. */
export function addressDraft(address: Partial<AddressFields> | undefined, state = ''): AddressDraft {
  return {
    address_1: address?.address_1 ?? '',
    address_2: address?.address_2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? state,
    zip: address?.zip ?? '',
  };
}

export interface AddressForm {
  draft: AddressDraft;
  set: (field: keyof AddressDraft, value: string) => void;
  /** address_1, city, state and a 5-digit zip are there (part 2 §5 "Account edit"). */
  complete: boolean;
  /** The messages to show by field: the server's, then those of the last check. */
  errors: Record<string, string>;
  /** The address to send, read by the server's own schema; undefined once the problems show, the first focused. */
  check: () => AddressInput | undefined;
  /** Moves focus to the first field with a problem once it shows. */
  focusFirstProblem: () => void;
}

/**
 * One address form (the account's saved addresses, the cart's new delivery address): what was
 * typed, checked by the same rules as the server (src/api/user.ts addressInputSchema, src/domain/
 * addresses.ts). The server's field messages (`serverErrors`) show under their fields and take focus,
 * as the check's do, within `formRef`.
 */
export function useAddressForm(formRef: RefObject<HTMLFormElement | null>, initial: AddressDraft, serverErrors: Record<string, string>): AddressForm {
  const [draft, setDraft] = useState(initial);
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const focusFirstProblem = useFocusFirstProblem(formRef, serverErrors);

  function check(): AddressInput | undefined {
    const parsed = addressInputSchema.safeParse({ ...draft, address_2: draft.address_2.trim() || null });
    if (!parsed.success) {
      // The first message of a field wins.
      setCheckErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse()));
      focusFirstProblem();
      return undefined;
    }
    setCheckErrors({});
    return parsed.data;
  }

  return {
    draft,
    set: (field, value) => setDraft((current) => ({ ...current, [field]: value })),
    complete: isCompleteAddress(draft),
    errors: { ...serverErrors, ...checkErrors },
    check,
    focusFirstProblem,
  };
}
