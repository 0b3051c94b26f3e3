import { useState } from 'react';
import * as z from 'zod/mini';
import { css } from 'styled-system/css';
import { staffAccessBodySchema, type StaffMember } from '@/api/admin-staff';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { Notice } from '@/web/ui/notice';
import { useSetStaffAccess } from '../api/staff';
import { issueErrors, serverErrors, topLevelField, type FieldErrors } from '../components/field-errors';
import { StaffAccessFields, type StaffAccess } from './staff-access-fields';

/** Role and stores of one staff member, saved together; what was chosen stays on error. */
export function StaffAccessDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const save = useSetStaffAccess();
  const [access, setAccess] = useState<StaffAccess>({ role: member.role, storeIds: new Set(member.store_ids) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const parsed = z.safeParse(staffAccessBodySchema, { role: access.role, store_ids: [...access.storeIds] });
    if (!parsed.success) return setErrors(issueErrors(parsed.error.issues, topLevelField));
    setErrors({});
    save.mutate({ id: member.id, body: parsed.data }, { onSuccess: onClose, onError: (error) => setErrors(serverErrors(error)) });
  };
  return (
    <DialogShell
      open
      onOpenChange={(details) => !details.open && !save.isPending && onClose()}
      size="lg"
      title={`Role and stores of ${member.first} ${member.last}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} loadingText="Saving">
            Save
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <StaffAccessFields value={access} onChange={setAccess} errors={errors} />
        {errors[''] && <Notice tone="error">{errors['']}</Notice>}
      </div>
    </DialogShell>
  );
}
