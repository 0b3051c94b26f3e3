import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { userPaths } from '@/api/account-paths';
import type { medicalCardInputSchema } from '@/api/user';
import { call } from '@/web/data/call';
import { invalidateMe } from '@/web/data/user-queries';

export type MedicalCardInput = z.input<typeof medicalCardInputSchema>;

/** users/op/update-med-card: with an id it edits that card, else adds one. */
export function useSaveMedicalCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: MedicalCardInput) => call(userPaths.updateMedCard, { body: card }, { hideErrorToast: true }),
    onSuccess: () => invalidateMe(queryClient),
  });
}

/** users_ordering/op/delete-med-card/{id}. */
export function useDeleteMedicalCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userPaths.deleteMedCard, { params: { id } }, { hideErrorToast: true }),
    onSuccess: () => invalidateMe(queryClient),
  });
}
