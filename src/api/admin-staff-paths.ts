import { adminStoreParamSchema } from './admin-stores';
import {
  consoleKioskListSchema,
  consoleKioskSchema,
  inviteStaffBodySchema,
  kioskParamSchema,
  staffAccessBodySchema,
  staffListSchema,
  staffMemberSchema,
  staffParamSchema,
} from './admin-staff';
import { emptyBody } from './common';
import type { ApiOperation } from './operation';

/**
 * Staff and kiosks (README "Staff and kiosks"): the staff calls are operators' (403 'Only operators
 * can do this.' for a store manager); the kiosk calls are for operators and the store's managers
 * (403 'You cannot manage this store.' elsewhere).
 */
export const adminStaffPaths = {
  staffList: {
    method: 'get',
    path: '/admin/staff',
    summary: "The brand's staff accounts with their role, stores and status (invited, active, disabled)",
    tag: 'admin',
    response: staffListSchema,
    errors: [401, 403],
  },
  inviteStaff: {
    method: 'post',
    path: '/admin/staff',
    summary: 'Invites a staff member by email with a role and stores; the invitee sets their password with the emailed code (409 when the email has an account)',
    tag: 'admin',
    body: inviteStaffBodySchema,
    response: staffMemberSchema,
    errors: [400, 401, 403, 409],
  },
  setStaffAccess: {
    method: 'put',
    path: '/admin/staff/{id}/access',
    summary: "Replaces a staff member's role and stores (not your own role; the brand keeps an operator)",
    tag: 'admin',
    params: staffParamSchema,
    body: staffAccessBodySchema,
    response: staffMemberSchema,
    errors: [400, 401, 403, 404, 409],
  },
  disableStaff: {
    method: 'post',
    path: '/admin/staff/{id}/disable',
    summary: 'Disables a staff account: it cannot sign in and its tokens stop working at once (not your own; the brand keeps an operator)',
    tag: 'admin',
    params: staffParamSchema,
    body: emptyBody,
    response: staffMemberSchema,
    errors: [400, 401, 403, 404, 409],
  },
  enableStaff: {
    method: 'post',
    path: '/admin/staff/{id}/enable',
    summary: 'Turns a disabled staff account back on (it signs in again)',
    tag: 'admin',
    params: staffParamSchema,
    body: emptyBody,
    response: staffMemberSchema,
    errors: [400, 401, 403, 404],
  },
  storeKiosks: {
    method: 'get',
    path: '/admin/stores/{id}/kiosks',
    summary: "A store's kiosk devices, pinned ones first: who pinned them, when, the usage types they serve",
    tag: 'admin',
    params: adminStoreParamSchema,
    response: consoleKioskListSchema,
    errors: [400, 401, 403, 404],
  },
  unpinConsoleKiosk: {
    method: 'post',
    path: '/admin/kiosks/{id}/unpin',
    summary: "Unpins a kiosk: its device token stops working at once (answers the kiosk; unpinning twice changes nothing)",
    tag: 'admin',
    params: kioskParamSchema,
    body: emptyBody,
    response: consoleKioskSchema,
    errors: [400, 401, 403, 404],
  },
} as const satisfies Record<string, ApiOperation>;
