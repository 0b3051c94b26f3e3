import { useState } from 'react';
import { type Cart, type GeocodeMatch } from '@/api/cart';
import type { AddressInput } from '@/api/user';
import { isSameAddress } from '@/domain/addresses';
import { CHECKOUT_MESSAGES } from '@/domain/checkout-rules';
import { ApiRequestError, isNetworkFailure } from '@/web/data/api-errors';
import { useCartWrite } from '@/web/shared/cart/cart-write';
import { geocodeDestination } from '../api/geocode-destination';
import { cartRef } from '@/web/shared/cart/cart-ref';

export const ADDRESS_MESSAGES = {
  chooseMatch: 'The address you entered is not valid. Choose from the list or enter another address.',
  invalid: CHECKOUT_MESSAGES.invalidAddress,
  validationFailed: 'Error validating address.',
} as const;

interface AttachBody {
  store_id: number;
  cart_id: number;
  address_id?: number;
  address?: AddressInput;
  save_address?: boolean;
}

/**
 * Attaching a delivery address (part 2 §7 attach-address-cart, geocode-destination; §8 Addresses and
 * delivery). A saved address is attached as it is. A new one is first looked up: no match says
 * 'Invalid address...'; one match equal to what was typed is attached; otherwise the shopper chooses
 * among the matches in the address chooser. Errors say what failed; nothing typed is cleared.
 */
export function useAttachAddress(cart: Cart) {
  const attach = useCartWrite<AttachBody>('attachAddressCart', { hideErrorToast: true });
  const [matches, setMatches] = useState<GeocodeMatch[] | undefined>(undefined);
  const [pendingSave, setPendingSave] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);

  async function send(body: Omit<AttachBody, 'store_id' | 'cart_id'>): Promise<boolean> {
    setError(undefined);
    setFieldErrors({});
    try {
      await attach.mutateAsync({ ...cartRef(cart), ...body });
      return true;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : ADDRESS_MESSAGES.validationFailed);
      if (caught instanceof ApiRequestError && caught.fields) {
        setFieldErrors(Object.fromEntries(Object.entries(caught.fields).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : []))));
      }
      return false;
    }
  }

  async function attachNew(address: AddressInput, save: boolean): Promise<void> {
    setError(undefined);
    setChecking(true);
    try {
      const found = await geocodeDestination(address);
      if (found.length === 0) setError(ADDRESS_MESSAGES.invalid);
      else if (found.length === 1 && isSameAddress(found[0]!, { ...address, address_2: address.address_2 ?? null })) await send({ address, save_address: save });
      else {
        setPendingSave(save);
        setMatches(found);
      }
    } catch (caught) {
      setError(isNetworkFailure(caught) ? caught.message : ADDRESS_MESSAGES.validationFailed);
    } finally {
      setChecking(false);
    }
  }

  async function chooseMatch(match: GeocodeMatch): Promise<void> {
    setMatches(undefined);
    const { address_1, address_2, city, state, zip } = match;
    await send({ address: { address_1, address_2, city, state, zip }, save_address: pendingSave });
  }

  return {
    attachSaved: (addressId: number) => send({ address_id: addressId }),
    attachNew,
    chooseMatch,
    closeChooser: () => setMatches(undefined),
    matches,
    error,
    fieldErrors,
    busy: checking || attach.isPending,
  };
}
