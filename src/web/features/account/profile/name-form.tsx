import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { User } from '@/api/user';
import { USER_MESSAGES } from '@/api/user';
import { useUpdateMe } from '@/web/data/user-queries';
import { showToast } from '@/web/state/toasts';
import { Button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { errorMessage, fieldErrors } from '@/web/shared/account/request-errors';
import { Notice } from '@/web/ui/notice';
import { formActions, stack } from '../styles';

// A read-only field looks set apart; the attribute selector outranks the field recipe's colours.
const readOnlyField = css({ '&[readonly]': { bg: 'wash', color: 'muted' } });

/**
 * First and last name (editable) and the email (read-only). Only first and last are sent (part 2
 * §5 "Account edit"); on an error what was typed stays.
 */
export function NameForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [first, setFirst] = useState(user.first);
  const [last, setLast] = useState(user.last);
  const update = useUpdateMe();
  const fields = fieldErrors(update.error);
  const changed = first.trim() !== user.first || last.trim() !== user.last;
  const complete = Boolean(first.trim() && last.trim());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || !complete) return;
    update.mutate(
      { first: first.trim(), last: last.trim() },
      {
        onSuccess: () => {
          showToast('success', 'Your profile has been updated.');
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className={stack} noValidate aria-label="Edit name">
      {update.isError && <Notice tone="error">{errorMessage(update.error, USER_MESSAGES.couldNotUpdate)}</Notice>}
      <TextField label="First name" name="first" autoComplete="given-name" aria-required value={first} onChange={(event) => setFirst(event.target.value)} error={fields.first} />
      <TextField label="Last name" name="last" autoComplete="family-name" aria-required value={last} onChange={(event) => setLast(event.target.value)} error={fields.last} />
      <TextField label="Email" name="email" value={user.email} readOnly className={readOnlyField} helperText="Your email is your sign-in name and cannot be changed here." />
      <div className={formActions}>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!changed || !complete} loading={update.isPending} loadingText="Saving">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
