import type { Hono } from 'hono';
import { apiPaths } from '@/api/paths';
import type { AppEnv } from '../http/context';
import { registerAdminRoutes } from './admin/admin.routes';
import { registerAdminCatalogRoutes } from './admin-catalog/admin-catalog.routes';
import { registerAdminCustomerRoutes } from './admin-customers/admin-customers.routes';
import { registerAdminContentRoutes } from './admin-content/admin-content.routes';
import { registerAdminStoreRoutes } from './admin-stores/admin-stores.routes';
import { registerAdminImportRoutes } from './admin-import/admin-import.routes';
import { registerAdminStaffRoutes } from './admin-staff/admin-staff.routes';
import { registerAdminReportRoutes } from './admin-reports/admin-reports.routes';
import { registerAdminSpecialRoutes } from './admin-specials/admin-specials.routes';
import { registerArtRoutes } from './art/art.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerCartRoutes } from './carts/carts.routes';
import { registerContactRoutes } from './contact/contact.routes';
import { registerDeliveryRoutes } from './delivery/delivery.routes';
import { registerContentRoutes } from './content/content.routes';
import { registerDevRoutes } from './dev/dev.routes';
import { registerDocsRoutes } from './docs/docs.routes';
import { registerFeedRoutes } from './feeds/feeds.routes';
import { registerInventoryRoutes } from './inventory/inventory.routes';
import { registerKioskRoutes } from './kiosk/kiosk.routes';
import { registerLiveRoutes } from './live/live.routes';
import { registerMapRoutes } from './map/map.routes';
import { registerOrderingAppRoutes } from './ordering-apps/ordering-apps.routes';
import { honoPath } from './route-helpers';
import { registerSpecialRoutes } from './specials/specials.routes';
import { registerStaffRoutes } from './staff/staff.routes';
import { registerStaffOrderRoutes } from './staff-orders/staff-orders.routes';
import { registerStoreRoutes } from './stores/stores.routes';
import { registerUserRoutes } from './users/users.routes';

/** Mounts every resource's routes on the /api app. */
export function registerApiRoutes(api: Hono<AppEnv>) {
  api.get(honoPath(apiPaths.health), (c) => c.json({ ok: true }));
  registerOrderingAppRoutes(api);
  registerStoreRoutes(api);
  registerInventoryRoutes(api);
  registerSpecialRoutes(api);
  registerMapRoutes(api);
  registerArtRoutes(api);
  registerContentRoutes(api);
  registerAuthRoutes(api);
  registerUserRoutes(api);
  registerCartRoutes(api);
  registerDeliveryRoutes(api);
  registerContactRoutes(api);
  registerStaffRoutes(api);
  registerStaffOrderRoutes(api);
  registerKioskRoutes(api);
  registerLiveRoutes(api);
  registerAdminRoutes(api);
  registerAdminCatalogRoutes(api);
  registerAdminStoreRoutes(api);
  registerAdminContentRoutes(api);
  registerAdminImportRoutes(api);
  registerAdminStaffRoutes(api);
  registerAdminCustomerRoutes(api);
  registerAdminReportRoutes(api);
  registerAdminSpecialRoutes(api);
  registerFeedRoutes(api);
  registerDocsRoutes(api);
  registerDevRoutes(api);
  // Keep last. A sub-app's notFound handler is not used once it is mounted with app.route(), so unknown
  // API paths would get the parent's plain-text 404 (or the web shell); answer JSON here instead.
  api.all('*', (c) => c.json({ error: 'Not found.' }, 404));
}
