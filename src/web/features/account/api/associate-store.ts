import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { userPaths } from '@/api/account-paths';
import type { associateStoreBodySchema } from '@/api/user';
import { invalidateMe, postUsers } from '@/web/data/user-queries';

export type AssociateStoreBody = z.input<typeof associateStoreBodySchema>;

/** users/op/associate-store (part 2 §4 "Store association and ordering rights"). */
export function useAssociateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssociateStoreBody) => postUsers(userPaths.associateStore, body),
    onSuccess: () => invalidateMe(queryClient),
  });
}
