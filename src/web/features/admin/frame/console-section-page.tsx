import { useParams } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense } from 'react';
import { AppLink } from '@/web/ui/app-link';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { StateMessage } from '@/web/ui/state-message';
import { AuditLogPage } from '../audit/audit-log-page';
import { CatalogPage } from '../catalog/catalog-page';
import { CustomersPage } from '../customers/customers-page';
import { ContentPage } from '../content/content-page';
import { FeedKeysPage } from '../feeds/feed-keys-page';
import { ImportPage } from '../import/import-page';
import { consolePage } from '../components/table-styles';
import { ConsoleOverview } from '../overview/console-overview';
import { StaffPage } from '../staff/staff-page';
import { SpecialsPage } from '../specials/specials-page';
import { StoreSettingsPage } from '../stores/store-settings-page';

// The reports page alone carries the chart library, so it loads when opened, not with every console page.
const ReportPage = lazy(() => import('../reports/report-page').then((module) => ({ default: module.ReportPage })));

/**
 * The page of /admin/{section}. The console is one route with an optional section, so the shopper's
 * route tree (in every page's entry) carries one small console route instead of one per section.
 */
const PAGES: Record<string, ComponentType> = {
  store: StoreSettingsPage,
  catalog: CatalogPage,
  import: ImportPage,
  feeds: FeedKeysPage,
  staff: StaffPage,
  audit: AuditLogPage,
  customers: CustomersPage,
  reports: ReportPage,
  content: ContentPage,
  specials: SpecialsPage,
};

export function ConsoleSectionPage() {
  const { section } = useParams({ strict: false }) as { section?: string };
  if (section === undefined) return <ConsoleOverview />;
  const Page = Object.hasOwn(PAGES, section) ? PAGES[section] : undefined;
  if (Page)
    return (
      <Suspense
        fallback={
          <LoadingRegion label="Loading page" className={consolePage}>
            <Skeleton width="40%" height="2.5rem" />
            <Skeleton height="16rem" />
          </LoadingRegion>
        }
      >
        <Page />
      </Suspense>
    );
  return (
    <div className={consolePage}>
      <StateMessage action={<AppLink to="/admin">Go to the console overview</AppLink>}>
        <p>This console page does not exist.</p>
      </StateMessage>
    </div>
  );
}
