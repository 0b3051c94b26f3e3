import { authPaths, userPaths } from './account-paths';
import { adminCatalogPaths } from './admin-catalog-paths';
import { adminCustomerPaths } from './admin-customer-paths';
import { adminContentPaths } from './admin-content-paths';
import { adminImportPaths } from './admin-import-paths';
import { adminPaths } from './admin-paths';
import { adminStaffPaths } from './admin-staff-paths';
import { adminReportPaths } from './admin-reports-paths';
import { adminSpecialPaths } from './admin-special-paths';
import { adminStorePaths } from './admin-store-paths';
import { artPaths } from './art-paths';
import { cartPaths, deliveryPaths } from './cart-paths';
import { catalogPaths } from './catalog-paths';
import { contactPaths } from './contact-paths';
import { contentPaths } from './content-paths';
import { devDebugPaths } from './dev-debug';
import { feedPaths } from './feed-paths';
import { kioskOrderPaths } from './kiosk-orders';
import { livePaths } from './live-paths';
import { mapPaths } from './map-paths';
import { placePaths } from './place-paths';
import { staffOrderPaths } from './staff-orders';
import { kioskPaths, staffPaths } from './staff-paths';
import { systemPaths } from './system-paths';
import type { ApiOperation } from './operation';

/**
 * The path table: every route the server mounts and the OpenAPI document at /api/docs are built from
 * these entries, so the contract, the server and the docs cannot drift apart.
 */
export const apiPaths = {
  ...systemPaths,
  ...catalogPaths,
  ...contentPaths,
  ...mapPaths,
  ...placePaths,
  ...artPaths,
  ...authPaths,
  ...userPaths,
  ...cartPaths,
  ...deliveryPaths,
  ...contactPaths,
  ...staffPaths,
  ...kioskPaths,
  ...kioskOrderPaths,
  ...staffOrderPaths,
  ...livePaths,
  ...adminPaths,
  ...adminStorePaths,
  ...adminCatalogPaths,
  ...adminImportPaths,
  ...adminStaffPaths,
  ...adminCustomerPaths,
  ...adminReportPaths,
  ...adminContentPaths,
  ...adminSpecialPaths,
  ...feedPaths,
  ...devDebugPaths,
} as const satisfies Record<string, ApiOperation>;

export type ApiPathName = keyof typeof apiPaths;
