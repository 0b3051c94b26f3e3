import type { AuditSort } from '@/api/admin';
import type { SortState } from '../components/table-sort';
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
/** Newest first, as the log opens. */
export const AUDIT_DEFAULT_SORT: SortState<AuditSort> = { key: 'at', direction: 'descending' };

/**
 * The request for one page under the filters, in the order the table's headers ask (sorted by the
 * server across every page). Dates are whole days on this device's clock: 'from'
 * its first moment, 'to' its last, sent as instants.
 */
export function auditQueryOf(values: AuditFilterValues, page: number, sort: SortState<AuditSort> = AUDIT_DEFAULT_SORT): AuditLogQuery {
  const query: AuditLogQuery = { limit: AUDIT_PAGE_SIZE, offset: page * AUDIT_PAGE_SIZE, sort: sort.key, dir: sort.direction === 'ascending' ? 'asc' : 'desc' };
  if (values.storeId) query.store_id = Number(values.storeId);
  if (values.action.trim()) query.action = values.action.trim();
  if (values.objectType.trim()) query.object_type = values.objectType.trim();
  if (values.actor.trim()) query.actor = values.actor.trim();
  if (values.from) query.from = new Date(`${values.from}T00:00:00`).toISOString();
  if (values.to) query.to = new Date(`${values.to}T23:59:59.999`).toISOString();
  return query;
}
