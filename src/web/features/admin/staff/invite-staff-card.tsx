import { useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { css } from 'styled-system/css';
import { inviteStaffBodySchema } from '@/api/admin-staff';
import { Button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { SectionCard } from '@/web/ui/section-card';
import { useInviteStaff } from '../api/staff';
import { issueErrors, serverErrors, topLevelField, type FieldErrors } from '../components/field-errors';
import { StaffAccessFields, type StaffAccess } from './staff-access-fields';

const NO_ACCESS: StaffAccess = { role: 'budtender', storeIds: new Set() };

/** Invite by email: the invitee gets a code and sets their own password (README "Staff and kiosks"). */
export function InviteStaffCard() {
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [access, setAccess] = useState<StaffAccess>(NO_ACCESS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentTo(undefined);
    const parsed = z.safeParse(inviteStaffBodySchema, { email, first, last, role: access.role, store_ids: [...access.storeIds] });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, topLevelField));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        setSentTo(member.email);
        setEmail('');
        setFirst('');
        setLast('');
        setAccess(NO_ACCESS);
      },
      onError: (error) => {
        setErrors(serverErrors(error));
        if (formRef.current) focusFirstInvalid(formRef.current);
      },
    });
  };

  return (
    <SectionCard title="Invite staff">
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Invite staff" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' })}>
          <TextField label="Email" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
          <TextField label="First name" value={first} onChange={(event) => setFirst(event.target.value)} error={errors.first} />
          <TextField label="Last name" value={last} onChange={(event) => setLast(event.target.value)} error={errors.last} />
        </div>
        <StaffAccessFields value={access} onChange={setAccess} errors={errors} />
        {errors[''] && (
          <p role="alert" className={css({ color: 'danger', fontWeight: 'medium', fontSize: 'sm' })}>
            {errors['']}
          </p>
        )}
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <Button type="submit" size="sm" loading={invite.isPending} loadingText="Sending the invitation">
            Send invitation
          </Button>
          <span role="status" className={css({ color: 'success', fontWeight: 'semibold', fontSize: 'sm' })}>
            {sentTo ? `Invitation sent to ${sentTo}. They set their password with the emailed code.` : ''}
          </span>
        </div>
      </form>
    </SectionCard>
  );
}

/** Moves focus to the first field the errors marked, so a keyboard user lands where to fix it. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]')?.focus());
}
