import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { CustomerDetail } from '@/api/admin-customers';
import { formatCents } from '@/domain/money';
import { formatPhone } from '@/domain/phone-number';
import { can } from '@/domain/staff-roles';
import { USAGE_LABEL } from '@/domain/usage-type';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { listReset, muted } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { Skeleton } from '@/web/ui/skeleton';
import { customerQueryOptions } from '../api/customers';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { headerCell } from '../components/sortable-header';
import { consolePage, consoleTitle, table, tableScroll } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { AssociationList } from './association-list';
import { CONTACT_LABELS, dateOf, statusWords } from './customer-labels';
import { EmployeeCard } from './employee-card';
import { PointsCard } from './points-card';

/** One customer: profile, associations, employee status, points, orders, addresses and medical cards. */
export function CustomerDetailView({ customerId, onBack }: { customerId: number; onBack: () => void }) {
  const { me } = useConsole();
  const { userId } = useSnapshot(sessionState);
  const customer = useQuery(customerQueryOptions(userId, customerId));
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = customer.data !== undefined;
  // Opening a customer moves focus to their name, so a screen reader hears where it is.
  useEffect(() => {
    if (loaded) title.current?.focus();
  }, [loaded]);
  const canAccounts = can(me, 'customers.accounts');
  return (
    <div className={consolePage}>
      <div>
        <Button variant="link" onClick={onBack}>
          ← Back to customers
        </Button>
      </div>
      {customer.isError ? (
        <LoadFailed error={customer.error} message={`This customer could not be loaded: ${customer.error.message}`} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void customer.refetch()} retrying={customer.isFetching} />
      ) : customer.data ? (
        <>
          <Profile detail={customer.data} titleRef={title} />
          <AssociationList customerId={customerId} associations={customer.data.associations} />
          <EmployeeCard customerId={customerId} profile={customer.data.profile} canChange={canAccounts} />
          <PointsCard customerId={customerId} points={customer.data.points} canAdjust={canAccounts} />
          <Orders orders={customer.data.orders} />
          <CardsAndAddresses detail={customer.data} ofManagedStates={me.role !== 'operator'} />
        </>
      ) : (
        <Skeleton height="16rem" />
      )}
    </div>
  );
}

function Profile({ detail, titleRef }: { detail: CustomerDetail; titleRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { profile } = detail;
  return (
    <div>
      <h1 ref={titleRef} tabIndex={-1} className={consoleTitle}>
        {profile.first} {profile.last}
      </h1>
      <p className={muted}>
        {profile.email} · {formatPhone(profile.phone)}
        {profile.is_phone_verified ? ' (verified)' : ' (not verified)'} · notices by {CONTACT_LABELS[profile.contact_method] ?? profile.contact_method} · customer since {dateOf(profile.created)}
      </p>
    </div>
  );
}

function Orders({ orders }: { orders: CustomerDetail['orders'] }) {
  return (
    <SectionCard title="Orders">
      {orders.length ? (
        <div className={tableScroll}>
          <table className={table}>
            <caption className={css({ srOnly: true })}>Orders</caption>
            <thead>
              <tr>
                {['Order', 'Placed', 'Store', 'Type', 'Status', 'Total'].map((label) => (
                  <th key={label} scope="col" className={headerCell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>#{order.id}</td>
                  <td className={css({ whiteSpace: 'nowrap' })}>{dateOf(order.submitted_on)}</td>
                  <td>{order.store_name}</td>
                  <td>
                    {USAGE_LABEL[order.usage_type]} · {statusWords(order.order_type)}
                  </td>
                  <td>{statusWords(order.status)}</td>
                  <td className={css({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' })}>{formatCents(order.grand_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={muted}>No orders.</p>
      )}
    </SectionCard>
  );
}

/** A store manager gets only the cards of their stores' states (README "Customers in the console"). */
function CardsAndAddresses({ detail, ofManagedStates }: { detail: CustomerDetail; ofManagedStates: boolean }) {
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '5' })}>
      <SectionCard title="Medical cards">
        {detail.medical_cards.length ? (
          <ul className={listReset}>
            {detail.medical_cards.map((card) => (
              <li key={card.id}>
                <p className={css({ fontWeight: 'semibold' })}>
                  {card.state} · {card.mmj_card_num}
                </p>
                <p className={muted}>
                  {card.is_expired ? 'Expired' : 'Expires'} {card.mmj_card_exp_dt}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>{ofManagedStates ? "No medical cards for your stores' states." : 'No medical cards.'}</p>
        )}
      </SectionCard>
      <SectionCard title="Addresses">
        {detail.addresses === undefined ? (
          <p className={muted}>Saved addresses are shown to operators only.</p>
        ) : detail.addresses.length ? (
          <ul className={listReset}>
            {detail.addresses.map((address) => (
              <li key={address.id}>
                {address.address_1}
                {address.address_2 ? `, ${address.address_2}` : ''}, {address.city}, {address.state} {address.zip}
                {address.is_default && <span className={muted}> (default)</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>No saved addresses.</p>
        )}
      </SectionCard>
    </div>
  );
}
