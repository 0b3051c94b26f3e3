import { and, eq } from 'drizzle-orm';
import { staffListSchema, staffMemberSchema } from '@/api/admin-staff';
import { adminStaffPaths } from '@/api/admin-staff-paths';
import { auditLog } from '@/server/db/schema';
import { createAdminTestApp } from '../admin/admin-test-kit';
import type { Auth } from '../testing/cart-fixture';

/** The staff and kiosk tests' setup: the console test app plus the calls of README "Staff and kiosks" by name. */
export async function createStaffTestApp() {
  const app = await createAdminTestApp();
  const paths = adminStaffPaths;
  const at = (path: string, id: number) => path.replace('{id}', String(id));

  const calls = {
    list: (auth: Auth, host?: string) => app.send('GET', paths.staffList.path, auth, undefined, host),
    invite: (auth: Auth, body: unknown, host?: string) => app.send('POST', paths.inviteStaff.path, auth, body, host),
    setAccess: (auth: Auth, id: number, body: unknown, host?: string) => app.send('PUT', at(paths.setStaffAccess.path, id), auth, body, host),
    disable: (auth: Auth, id: number, host?: string) => app.send('POST', at(paths.disableStaff.path, id), auth, {}, host),
    enable: (auth: Auth, id: number, host?: string) => app.send('POST', at(paths.enableStaff.path, id), auth, {}, host),
    kiosks: (auth: Auth, storeId: number, host?: string) => app.send('GET', at(paths.storeKiosks.path, storeId), auth, undefined, host),
    unpin: (auth: Auth, kioskId: number, host?: string) => app.send('POST', at(paths.unpinConsoleKiosk.path, kioskId), auth, {}, host),
  };

  /** The brand's staff list as the operator sees it. */
  async function staffList(auth: Auth) {
    const response = await calls.list(auth);
    if (response.status !== 200) throw new Error(`staff list answered ${response.status}`);
    return staffListSchema.parse(response.body).data;
  }

  /** An invitation that must succeed. */
  async function invited(auth: Auth, body: Record<string, unknown>) {
    const response = await calls.invite(auth, body);
    if (response.status !== 201) throw new Error(`invite answered ${response.status}: ${JSON.stringify(response.body)}`);
    return staffMemberSchema.parse(response.body);
  }

  const auditOf = (objectType: string, objectId: number) =>
    app.db.select().from(auditLog).where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId)))).orderBy(auditLog.id);

  let emails = 0;
  const newEmail = () => `invitee${++emails}.${Date.now()}@example.com`;

  return { ...app, calls, staffList, invited, auditOf, newEmail };
}

export type StaffTestApp = Awaited<ReturnType<typeof createStaffTestApp>>;
