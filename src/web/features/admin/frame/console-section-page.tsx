import { useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { AppLink } from '@/web/ui/app-link';
import { StateMessage } from '@/web/ui/state-message';
import { AuditLogPage } from '../audit/audit-log-page';
import { CatalogPage } from '../catalog/catalog-page';
import { FeedKeysPage } from '../feeds/feed-keys-page';
import { ImportPage } from '../import/import-page';
import { ConsoleOverview } from '../overview/console-overview';
import { SpecialsPage } from '../specials/specials-page';
import { StoreSettingsPage } from '../stores/store-settings-page';

/**
 * The page of /admin/{section}. The console is one route with an optional section, so the shopper's
 * route tree (in every page's entry) carries one small console route instead of one per section.
 */
const PAGES: Record<string, ComponentType> = {
  store: StoreSettingsPage,
  catalog: CatalogPage,
  import: ImportPage,
  feeds: FeedKeysPage,
  audit: AuditLogPage,
  specials: SpecialsPage,
};

export function ConsoleSectionPage() {
  const { section } = useParams({ strict: false }) as { section?: string };
  if (section === undefined) return <ConsoleOverview />;
  const Page = Object.hasOwn(PAGES, section) ? PAGES[section] : undefined;
  if (Page) return <Page />;
  return (
    <StateMessage action={<AppLink to="/admin">Go to the console overview</AppLink>}>
      <p>This console page does not exist.</p>
    </StateMessage>
  );
}
