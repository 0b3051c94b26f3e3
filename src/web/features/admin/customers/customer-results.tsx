import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import type { CustomerSearchQuery } from '@/api/admin-customers';
import type { adminCustomerPaths } from '@/api/admin-customer-paths';
import { formatPhone } from '@/domain/phone-number';
import type { CallAnswer } from '@/web/data/call';
import { LoadFailed } from '@/web/shared/load-failed';
import { Button } from '@/web/ui/button';
import { muted } from '@/web/ui/page-styles';
import { Skeleton } from '@/web/ui/skeleton';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { headerCell } from '../components/sortable-header';
import { table, tableScroll } from '../components/table-styles';
import { EMPLOYEE_LABELS } from './customer-labels';

const openerId = (id: number) => `customer-${id}`;

type SearchAnswer = CallAnswer<typeof adminCustomerPaths.searchCustomers>;

interface CustomerResultsProps {
  results: UseQueryResult<SearchAnswer>;
  query: CustomerSearchQuery;
  /** The customer last opened: their button takes focus again on the way back. */
  focusId: number | undefined;
  onPage: (offset: number) => void;
  onOpen: (id: number) => void;
}

/** The search's page of customers, by last name, with Previous and Next. */
export function CustomerResults({ results, query, focusId, onPage, onOpen }: CustomerResultsProps) {
  const hasData = results.data !== undefined;
  // By id: the shared Button takes no ref.
  useEffect(() => {
    if (hasData && focusId !== undefined) document.getElementById(openerId(focusId))?.focus();
  }, [hasData, focusId]);
  if (results.isError) {
    return <LoadFailed error={results.error} message={`The customers could not be loaded: ${results.error.message}`} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void results.refetch()} retrying={results.isFetching} />;
  }
  if (!results.data) return <Skeleton height="10rem" />;
  const { data, total_rows } = results.data;
  if (!data.length) return <p className={muted}>{query.q ? `No customers match “${query.q}”.` : 'No customers yet.'}</p>;
  const last = Math.min(query.offset + data.length, total_rows);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={muted} role="status">
        {query.offset + 1}–{last} of {total_rows}
      </p>
      <div className={tableScroll}>
        <table className={table}>
          <caption className={css({ srOnly: true })}>Customers</caption>
          <thead>
            <tr>
              {['Name', 'Email', 'Phone', 'Employee'].map((label) => (
                <th key={label} scope="col" className={headerCell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((customer) => (
              <tr key={customer.id}>
                <td>
                  <Button variant="link" id={openerId(customer.id)} onClick={() => onOpen(customer.id)}>
                    {customer.last}, {customer.first}
                  </Button>
                </td>
                <td className={css({ whiteSpace: 'nowrap' })}>{customer.email}</td>
                <td className={css({ whiteSpace: 'nowrap' })}>{formatPhone(customer.phone)}</td>
                <td>{EMPLOYEE_LABELS[customer.employee_status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button size="sm" variant="outline" disabled={query.offset === 0} onClick={() => onPage(Math.max(0, query.offset - query.limit))}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={last >= total_rows} onClick={() => onPage(query.offset + query.limit)}>
          Next
        </Button>
      </div>
    </div>
  );
}
