import { css } from 'styled-system/css';
import type { QueueCustomer } from '@/api/staff';
import { SectionCard } from '@/web/ui/section-card';
import { CustomerFacts } from '../components/customer-facts';

/** Who the order is for and how to reach them (part 2 §6). */
export function CustomerCard({ customer }: { customer: QueueCustomer }) {
  return (
    <SectionCard title="Customer">
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' }, gap: '4', m: '0' })}>
        <CustomerFacts customer={customer} />
      </dl>
    </SectionCard>
  );
}
