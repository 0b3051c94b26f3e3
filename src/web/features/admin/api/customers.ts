import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { adminCustomerPaths as paths } from '@/api/admin-customer-paths';
import type { AssociationDecisionBody, CustomerDetail, CustomerSearchQuery, EmployeeStatusBody, PointsAdjustmentBody } from '@/api/admin-customers';
import { call } from '@/web/data/call';
import { consoleKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';

/* The console's customers (README "Customers in the console"): search, one customer, and the writes on them. */

export function customerSearchQueryOptions(userId: number | undefined, query: CustomerSearchQuery) {
  return queryOptions({
    queryKey: consoleKeys.customerSearch(userId, query),
    queryFn: ({ signal }) => call(paths.searchCustomers, { query }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    // The page shown stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function customerQueryOptions(userId: number | undefined, id: number) {
  return queryOptions({
    queryKey: consoleKeys.customer(userId, id),
    queryFn: ({ signal }) => call(paths.getCustomer, { params: { id } }, { signal, hideErrorToast: true }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

/** A write that answers the customer after: the detail shows the answer at once, and searches read again. */
function useCustomerWrite<Input>(customerId: number, write: (input: Input) => Promise<CustomerDetail>) {
  const { userId } = useSnapshot(sessionState);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => {
      queryClient.setQueryData(consoleKeys.customer(userId, customerId), detail);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.customerSearches(userId) });
    },
  });
}

export const useDecideAssociation = (customerId: number) =>
  useCustomerWrite(customerId, ({ associationId, ...body }: AssociationDecisionBody & { associationId: number }) =>
    call(paths.decideAssociation, { params: { id: customerId, association_id: associationId }, body }, { hideErrorToast: true }),
  );

export const useSetEmployeeStatus = (customerId: number) =>
  useCustomerWrite(customerId, (body: EmployeeStatusBody) => call(paths.setEmployeeStatus, { params: { id: customerId }, body }, { hideErrorToast: true }));

export const useAdjustPoints = (customerId: number) =>
  useCustomerWrite(customerId, (body: PointsAdjustmentBody) => call(paths.adjustPoints, { params: { id: customerId }, body }, { hideErrorToast: true }));
