import type * as z from 'zod/mini';
import { userPaths } from '@/api/account-paths';
import type { associateStoreBodySchema } from '@/api/user';
import { call } from '@/web/data/call';
import { useAccountWrite } from './account-write';

export type AssociateStoreBody = z.input<typeof associateStoreBodySchema>;

/** users/op/associate-store (part 2 §4 "Store association and ordering rights"). */
export function useAssociateStore() {
  return useAccountWrite((body: AssociateStoreBody) => call(userPaths.associateStore, { body }, { hideErrorToast: true }));
}
