import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '@/web/features/admin/audit/audit-log-page';

/** /admin/audit: every console and feed write with its values before and after (operators). */
export const Route = createFileRoute('/admin/audit')({
  component: AuditLogPage,
});
