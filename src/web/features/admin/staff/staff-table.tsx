import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import type { StaffMember, StaffStatus } from '@/api/admin-staff';
import { STAFF_ROLE_LABELS } from '@/domain/staff-roles';
import { LoadFailed } from '@/web/shared/load-failed';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { muted } from '@/web/ui/page-styles';
import { Skeleton } from '@/web/ui/skeleton';
import { staffQueryOptions, useDisableStaff, useEnableStaff } from '../api/staff';
import { CONSOLE_OFFLINE } from '../components/console-messages';
import { ConfirmRowDialog } from '../components/confirm-row-dialog';
import { ConsoleTable } from '../components/console-table';
import { rowActions } from '../components/table-styles';
import { useConsole } from '../frame/console-context';
import { StaffAccessDialog } from './staff-access-dialog';

const STATUS_LABELS: Record<StaffStatus, string> = { invited: 'Invited (no password yet)', active: 'Active', disabled: 'Disabled' };
/** A row's header takes focus when its Disable or Enable button is replaced, so focus stays in the table. */
const rowHeaderId = (memberId: number) => `staff-member-${memberId}`;
const disableButtonId = (memberId: number) => `staff-disable-${memberId}`;
const focusRowHeader = (memberId: number) => document.getElementById(rowHeaderId(memberId))?.focus();

/** The brand's staff: role, stores and status, with Edit and Disable or Enable on each row. */
export function StaffTable() {
  const { me } = useConsole();
  const { userId } = useSnapshot(sessionState);
  const staff = useQuery(staffQueryOptions(userId));
  const [editing, setEditing] = useState<StaffMember>();
  const [disabling, setDisabling] = useState<StaffMember>();
  const disable = useDisableStaff();
  const enable = useEnableStaff();
  const storeName = (id: number) => me.stores.find((store) => store.id === id)?.name ?? `Store ${id}`;
  const storesOf = (member: StaffMember) =>
    member.role === 'operator' ? ['Every store', ...member.store_ids.map(storeName)].join(', ') : member.store_ids.map(storeName).join(', ');

  if (staff.isError) {
    return <LoadFailed error={staff.error} message={`The staff could not be loaded: ${staff.error.message}`} offlineMessage={CONSOLE_OFFLINE} onRetry={() => void staff.refetch()} retrying={staff.isFetching} />;
  }
  if (!staff.data) return <Skeleton height="8rem" />;
  return (
    <>
      {enable.isError && (
        <p role="alert" className={css({ color: 'danger', fontWeight: 'medium', fontSize: 'sm' })}>
          {enable.error.message}
        </p>
      )}
      <ConsoleTable caption="Staff" columns={['Name', 'Email', 'Role', 'Stores', 'Status']} actionsLabel="Actions">
        {staff.data.data.map((member) => {
          const name = `${member.first} ${member.last}`;
          const self = member.id === me.user_id;
          return (
            <tr key={member.id} data-staff-email={member.email}>
              <th scope="row" id={rowHeaderId(member.id)} tabIndex={-1} className={css({ fontWeight: 'semibold', textAlign: 'left' })}>
                {name}
                {self && <span className={muted}> (you)</span>}
              </th>
              <td>{member.email}</td>
              <td>{STAFF_ROLE_LABELS[member.role]}</td>
              <td>{storesOf(member) || <span className={muted}>None</span>}</td>
              <td>{STATUS_LABELS[member.status]}</td>
              <td>
                <div className={rowActions}>
                  <Button size="sm" variant="outline" onClick={() => setEditing(member)} aria-label={`Edit the role and stores of ${name}`}>
                    Edit
                  </Button>
                  {member.status === 'disabled' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={enable.isPending && enable.variables === member.id}
                      loadingText="Enabling"
                      onClick={() => enable.mutate(member.id, { onSuccess: () => focusRowHeader(member.id) })}
                      aria-label={`Enable ${name}`}
                    >
                      Enable
                    </Button>
                  ) : (
                    !self && (
                      <Button id={disableButtonId(member.id)} size="sm" variant="outline" onClick={() => setDisabling(member)} aria-label={`Disable ${name}`}>
                        Disable
                      </Button>
                    )
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </ConsoleTable>
      {editing && <StaffAccessDialog key={editing.id} member={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmRowDialog
        row={disabling}
        action={disable}
        onClose={() => setDisabling(undefined)}
        title={`Disable ${disabling ? `${disabling.first} ${disabling.last}` : 'this account'}?`}
        confirmLabel="Disable"
        busyLabel="Disabling"
        // Cancel returns to Disable; once disabled, Disable has become Enable, so the row takes focus.
        focusAfter={(member) => document.getElementById(disableButtonId(member.id)) ?? document.getElementById(rowHeaderId(member.id))}
      >
        <p>They are signed out everywhere at once and cannot sign in until you enable the account again. Their role and stores are kept.</p>
      </ConfirmRowDialog>
    </>
  );
}
