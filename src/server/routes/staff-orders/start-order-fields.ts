import type * as z from 'zod/mini';
import { STAFF_ORDER_MESSAGES, startStaffOrderBodySchema } from '@/api/staff-orders';
import { validate } from '@/server/http/validate';

/**
 * start-order's bad input, keyed by the fields of the staff new-order form (part 2 §5 "Staff", §8):
 * phone, email, first, last and user_id under their own names rather than under 'customer', and a
 * missing or unknown customer type as 'Please select a customer first.'.
 */
const CUSTOMER_CHOICE = new Set<PropertyKey>(['type', 'by']);

export function startOrderFields(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const [top, inner] = issue.path;
    const chooseCustomer = top === 'customer' && (inner === undefined || CUSTOMER_CHOICE.has(inner));
    const key = top === 'customer' && !chooseCustomer ? String(issue.path.at(-1)) : String(top ?? '_');
    const message = chooseCustomer ? STAFF_ORDER_MESSAGES.selectCustomer : issue.message;
    if (!fields[key]?.includes(message)) (fields[key] ??= []).push(message);
  }
  return fields;
}

export const validateStartOrder = validate('json', startStaffOrderBodySchema, startOrderFields);
