import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/web/features/home/home-page';
import { LazyStaffHome } from '@/web/features/staff/lazy-screens';
import { PortalSwitch } from '@/web/shell/portal-switch';

/** /: the shopper's home (part 1 §2), or the staff home for portal users (part 2 §2 "Staff home"). */
export const Route = createFileRoute('/')({
  component: IndexPage,
});

function IndexPage() {
  return <PortalSwitch shopper={<HomePage />} staff={<LazyStaffHome />} />;
}
