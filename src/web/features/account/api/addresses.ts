import { userPaths } from '@/api/account-paths';
import type { AddressInput } from '@/api/user';
import { call } from '@/web/data/call';
import { useAccountWrite } from '@/web/shared/account/account-write';

/** Adds an address, or changes the one with `id` (users/op/add-my-addresses, update-my-addresses). */
export function useSaveAddress() {
  return useAccountWrite(({ id, address }: { id: number | undefined; address: AddressInput }) =>
    id === undefined
      ? call(userPaths.addMyAddresses, { body: address }, { hideErrorToast: true })
      : call(userPaths.updateMyAddresses, { body: { ...address, id } }, { hideErrorToast: true }),
  );
}

/** users/op/delete-my-addresses/{id}; the server makes the next one default. */
export function useDeleteAddress() {
  return useAccountWrite((id: number) => call(userPaths.deleteMyAddresses, { params: { id } }, { hideErrorToast: true }));
}
