import { css } from 'styled-system/css';
import { can } from '@/domain/staff-roles';
import { muted } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { consolePage, consoleTitle } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { InviteStaffCard } from './invite-staff-card';
import { KiosksCard } from './kiosks-card';
import { StaffTable } from './staff-table';

/**
 * /admin/staff (README "Staff and kiosks"): operators invite and manage the brand's staff; operators
 * and store managers see and unpin the kiosks of the store picked in the console.
 */
export function StaffPage() {
  const { me, store } = useConsole();
  const managesStaff = can(me, 'staff.manage');
  return (
    <div className={consolePage}>
      <div>
        <h1 className={consoleTitle}>{managesStaff ? 'Staff and kiosks' : 'Kiosks'}</h1>
        <p className={muted}>
          {managesStaff
            ? 'Invite people by email, choose what they may do and where, and turn an account off at once. Kiosks are listed per store.'
            : 'The kiosks pinned at your stores. Staff accounts are managed by the brand’s operators.'}
        </p>
      </div>
      {managesStaff && (
        <>
          <InviteStaffCard />
          <SectionCard title="Staff">
            <StaffTable />
          </SectionCard>
        </>
      )}
      {store ? <KiosksCard key={store.id} store={store} /> : <p className={css({ color: 'muted' })}>Choose a store to see its kiosks.</p>}
    </div>
  );
}
