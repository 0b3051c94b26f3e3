import type * as z from 'zod/mini';
import { userPaths } from '@/api/account-paths';
import type { medicalCardInputSchema } from '@/api/user';
import { call } from '@/web/data/call';
import { useAccountWrite } from '@/web/shared/account/account-write';

export type MedicalCardInput = z.input<typeof medicalCardInputSchema>;

/** users/op/update-med-card: with an id it edits that card, else adds one. */
export function useSaveMedicalCard() {
  return useAccountWrite((card: MedicalCardInput) => call(userPaths.updateMedCard, { body: card }, { hideErrorToast: true }));
}

/** users_ordering/op/delete-med-card/{id}. */
export function useDeleteMedicalCard() {
  return useAccountWrite((id: number) => call(userPaths.deleteMedCard, { params: { id } }, { hideErrorToast: true }));
}
