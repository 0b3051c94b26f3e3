import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { CUSTOMER_PAGE_SIZE } from '@/api/admin-customers';
import { can } from '@/domain/staff-roles';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { InputField } from '@/web/ui/input-field';
import { muted } from '@/web/ui/page-styles';
import { StateMessage } from '@/web/ui/state-message';
import { customerSearchQueryOptions } from '../api/customers';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { CustomerDetailView } from './customer-detail';
import { CustomerResults } from './customer-results';

/**
 * /admin/customers (README "Customers in the console"): search by name, email or phone, then one
 * customer's orders, points, addresses, cards and associations with the decisions the role may take.
 * Back from a customer returns focus to the row that opened it.
 */
export function CustomersPage() {
  const { me } = useConsole();
  const { userId } = useSnapshot(sessionState);
  const allowed = can(me, 'customers.manage');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ q: '', limit: CUSTOMER_PAGE_SIZE, offset: 0 });
  const [openId, setOpenId] = useState<number>();
  const [lastOpened, setLastOpened] = useState<number>();
  const results = useQuery({ ...customerSearchQueryOptions(userId, query), enabled: allowed && userId !== undefined && openId === undefined });
  if (!allowed) {
    return (
      <div className={consolePage}>
        <h1 className={consoleTitle}>Customers</h1>
        <StateMessage tone="error">
          <p>Only operators and store managers can use the console.</p>
        </StateMessage>
      </div>
    );
  }
  if (openId !== undefined) {
    const back = () => {
      setLastOpened(openId);
      setOpenId(undefined);
    };
    return <CustomerDetailView customerId={openId} onBack={back} />;
  }
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, q: typed.trim(), offset: 0 });
  };
  return (
    <div className={consolePage}>
      <div>
        <h1 className={consoleTitle}>Customers</h1>
        <p className={muted}>
          {me.role === 'operator' ? 'Every customer of the brand.' : 'Customers with an association or an order at your stores.'} Find one by name, email or phone.
        </p>
      </div>
      <form role="search" aria-label="Customers" onSubmit={search} className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
        <InputField
          label="Name, email or phone"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
          rootClassName={css({ flex: '1', minW: '220px', maxW: '480px' })}
        />
        <Button type="submit">Search</Button>
      </form>
      <CustomerResults
        results={results}
        query={query}
        focusId={lastOpened}
        onPage={(offset) => setQuery({ ...query, offset })}
        onOpen={(id) => setOpenId(id)}
      />
    </div>
  );
}
