import type { CustomerRow } from '@/api/admin-customers';
import type { AssociationStatus } from '@/domain/store-association';

/** Words the customers page shows for the API's values. */
export const EMPLOYEE_LABELS: Record<CustomerRow['employee_status'], string> = { none: 'No', pending: 'Requested', confirmed: 'Employee' };

export const ASSOCIATION_STATUS_LABELS: Record<AssociationStatus, string> = {
  pending: 'Pending review',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

export const CONTACT_LABELS: Record<string, string> = { email: 'Email', text: 'Text', 'email,text': 'Email and text', none: 'None' };

/** 'picked_up' -> 'Picked up'. */
export const statusWords = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');

/** An ISO time as its date: '2026-11-27T10:00:00Z' -> '2026-11-27'. */
export const dateOf = (iso: string | null) => iso?.slice(0, 10) ?? '—';
