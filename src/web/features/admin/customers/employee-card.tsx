import { useRef, useState } from 'react';
import type { CustomerDetail } from '@/api/admin-customers';
import type { EmployeeAction } from '@/domain/customer-accounts';
import { Button } from '@/web/ui/button';
import { muted } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { useSetEmployeeStatus } from '../api/customers';
import { EMPLOYEE_LABELS } from './customer-labels';
import { ReasonDialog } from './reason-dialog';

/** Employee status (part 2 §1): an employee gets the employee discount and leaves the rewards program. */
export function EmployeeCard({ customerId, profile, canChange }: { customerId: number; profile: CustomerDetail['profile']; canChange: boolean }) {
  const setStatus = useSetEmployeeStatus(customerId);
  const [action, setAction] = useState<EmployeeAction>();
  const [opened, setOpened] = useState(0);
  const heading = useRef<HTMLParagraphElement>(null);
  const offered: EmployeeAction = profile.employee_status === 'confirmed' ? 'end' : 'confirm';
  const open = () => {
    setOpened((count) => count + 1);
    setAction(offered);
  };
  const close = () => {
    setStatus.reset();
    setAction(undefined);
  };
  return (
    <SectionCard
      title="Employee status"
      action={
        canChange && (
          <Button size="sm" variant="outline" onClick={open}>
            {offered === 'confirm' ? 'Confirm employee' : 'End employee status'}
          </Button>
        )
      }
    >
      <p ref={heading} tabIndex={-1}>
        {EMPLOYEE_LABELS[profile.employee_status]}
        {profile.employee_status === 'confirmed' ? ': employee discount, no rewards.' : profile.employee_status === 'pending' ? ': asked to be confirmed.' : ''}
      </p>
      {!canChange && <p className={muted}>Only operators change employee status and points.</p>}
      <ReasonDialog
        key={opened}
        open={action !== undefined}
        title={action === 'end' ? 'End employee status?' : 'Confirm as an employee?'}
        confirmLabel={action === 'end' ? 'End status' : 'Confirm employee'}
        busyLabel="Saving"
        danger={action === 'end'}
        busy={setStatus.isPending}
        error={setStatus.error}
        helperText="Kept in the audit log."
        onCancel={close}
        onConfirm={(reason) => action && setStatus.mutate({ action, reason }, { onSuccess: () => setAction(undefined) })}
        finalFocusEl={() => heading.current}
      >
        <p>
          {action === 'end'
            ? 'The employee discount stops; the customer may join rewards again.'
            : 'The customer gets the employee discount and leaves the rewards program (employees are not eligible).'}
        </p>
      </ReasonDialog>
    </SectionCard>
  );
}
