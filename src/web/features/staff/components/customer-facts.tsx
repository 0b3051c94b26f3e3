import type { QueueCustomer } from '@/api/staff';
import { canonicalPhone, formatPhone } from '@/domain/phone-number';
import { contactMethodLabel, customerIdLabel, customerName } from '../staff-format';
import { Fact } from './fact';

/**
 * Who an order is for and how to reach them (part 2 §6 "customer id … contact info"): name and
 * customer id (or Guest), phone and email as links, and how they are notified of changes.
 */
export function CustomerFacts({ customer }: { customer: QueueCustomer }) {
  return (
    <>
      <Fact label="Customer">
        <strong>{customerName(customer)}</strong>
        <br />
        {customerIdLabel(customer)}
      </Fact>
      <Fact label="Contact">
        {customer.phone && (
          <>
            <a href={`tel:${canonicalPhone(customer.phone)}`}>{formatPhone(customer.phone)}</a>
            <br />
          </>
        )}
        {customer.email && (
          <>
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
            <br />
          </>
        )}
        {contactMethodLabel(customer)}
      </Fact>
    </>
  );
}
