import type { QueueCustomer } from '@/api/staff';
import { formatPhone } from '@/domain/phone-number';

type Customer = Pick<QueueCustomer, 'first' | 'last' | 'phone' | 'email'>;

/** Who a started order is for: the name, else the phone or email a new customer gave (part 2 §3). */
export function orderCustomerName(customer: Customer | null | undefined): string {
  if (!customer) return 'a customer';
  const name = [customer.first, customer.last].filter(Boolean).join(' ');
  return name || (customer.phone ? formatPhone(customer.phone) : '') || customer.email || 'a walk-in customer';
}

/** 'Ada L.': short enough for the header. */
export function shortCustomerName(customer: Customer | null | undefined): string {
  if (customer?.first && customer.last) return `${customer.first} ${customer.last.charAt(0)}.`;
  return orderCustomerName(customer);
}

/** 'Ordering for Ada L.' */
export const orderingFor = (customer: Customer | null | undefined) => `Ordering for ${shortCustomerName(customer)}`;

/** '3 items', '1 item'. */
export function itemCount(units: number): string {
  return `${units} ${units === 1 ? 'item' : 'items'}`;
}
