import { pgTable, text } from 'drizzle-orm/pg-core';
import { flag, updatedAt } from './columns';

/** Operator switches read by the storefront (the delivery outage of part 2 §7 saas_vendor_status). */
export const vendorStatuses = pgTable('vendor_statuses', {
  vendor: text('vendor').primaryKey(),
  isDown: flag('is_down'),
  message: text('message'),
  updatedAt: updatedAt(),
});
