import { css } from 'styled-system/css';
import type { QueueCustomer } from '@/api/staff';
import { Card } from '@/web/ui/card';
import { sectionTitle } from '@/web/ui/page-styles';
import { CustomerFacts } from '../components/customer-facts';

/** Who the order is for and how to reach them (part 2 §6). */
export function CustomerCard({ customer }: { customer: QueueCustomer }) {
  return (
    <Card asChild>
      <section aria-labelledby="staff-order-customer" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h2 id="staff-order-customer" className={sectionTitle}>
          Customer
        </h2>
        <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' }, gap: '4', m: '0' })}>
          <CustomerFacts customer={customer} />
        </dl>
      </section>
    </Card>
  );
}
