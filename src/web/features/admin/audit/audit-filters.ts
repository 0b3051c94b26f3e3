import type { AuditLogQuery } from '../api/get-audit-log';

/** What the audit log's filter form holds: text as typed, dates as the date inputs give them. */
export interface AuditFilterValues {
  storeId: string;
  action: string;
  objectType: string;
  actor: string;
  /** yyyy-mm-dd, or empty. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { storeId: '', action: '', objectType: '', actor: '', from: '', to: '' };
export const AUDIT_PAGE_SIZE = 50;

/**
 * The request for one page under the filters. Dates are whole days on this device's clock: 'from'
 * its first moment, 'to' its last, sent as instants.
 */
export function auditQueryOf(values: AuditFilterValues, page: number): AuditLogQuery {
  const query: AuditLogQuery = { limit: AUDIT_PAGE_SIZE, offset: page * AUDIT_PAGE_SIZE };
  if (values.storeId) query.store_id = Number(values.storeId);
  if (values.action.trim()) query.action = values.action.trim();
  if (values.objectType.trim()) query.object_type = values.objectType.trim();
  if (values.actor.trim()) query.actor = values.actor.trim();
  if (values.from) query.from = new Date(`${values.from}T00:00:00`).toISOString();
  if (values.to) query.to = new Date(`${values.to}T23:59:59.999`).toISOString();
  return query;
}
