import type { Hono } from 'hono';
import { adminStaffPaths } from '@/api/admin-staff-paths';
import type { AppEnv } from '@/server/http/context';
import { mountOperations } from '../route-helpers';
import {
  disableStaffHandler,
  enableStaffHandler,
  inviteStaffHandler,
  setStaffAccessHandler,
  staffListHandler,
  storeKiosksHandler,
  unpinKioskHandler,
} from './admin-staff.handlers';

/** admin/staff/* and the console's kiosk calls (README "Staff and kiosks"). */
export function registerAdminStaffRoutes(api: Hono<AppEnv>) {
  mountOperations(api, adminStaffPaths, {
    staffList: staffListHandler,
    inviteStaff: inviteStaffHandler,
    setStaffAccess: setStaffAccessHandler,
    disableStaff: disableStaffHandler,
    enableStaff: enableStaffHandler,
    storeKiosks: storeKiosksHandler,
    unpinConsoleKiosk: unpinKioskHandler,
  });
}
