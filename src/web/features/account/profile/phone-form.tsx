import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { USER_MESSAGES, type User } from '@/api/user';
import { formatPhone, formatPhoneInput, usPhoneDigits, VALID_PHONE_MESSAGE } from '@/domain/phone-number';
import { useUpdateMe } from '@/web/data/user-queries';
import { showToast } from '@/web/state/toasts';
import { Button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { ACCOUNT_PATH, verifyPhonePath } from '@/web/shared/account/account-paths';
import { errorMessage, fieldErrors } from '@/web/shared/account/request-errors';
import { Notice } from '@/web/ui/notice';
import { useGo } from '../use-go';
import { stack } from '../styles';
import { canChangePhone } from '@/domain/account-forms';

/**
 * Changing the phone (part 2 §5 "Account edit"): the button stays disabled while the number is
 * invalid or unchanged. A saved change sends a new code, so the user goes on to verify it.
 */
export function PhoneForm({ user }: { user: User }) {
  const [phone, setPhone] = useState(formatPhone(user.phone));
  const [touched, setTouched] = useState(false);
  const update = useUpdateMe();
  const go = useGo();
  const digits = usPhoneDigits(phone);
  const canChange = canChangePhone(user.phone, phone);
  const error = fieldErrors(update.error).phone ?? (touched && !digits ? VALID_PHONE_MESSAGE : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canChange || !digits) return;
    update.mutate(
      { phone: digits },
      {
        onSuccess: () => {
          showToast('success', USER_MESSAGES.phoneChanged);
          void go(verifyPhonePath(ACCOUNT_PATH));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className={stack} noValidate aria-label="Change phone number">
      {update.isError && <Notice tone="error">{errorMessage(update.error, USER_MESSAGES.couldNotUpdate)}</Notice>}
      <div className={css({ display: 'flex', flexDirection: { base: 'column', xs: 'row' }, gap: '3', alignItems: { base: 'stretch', xs: 'flex-start' } })}>
        <div className={css({ flex: '1' })}>
          <TextField
            label="Phone number"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => {
              setPhone(formatPhoneInput(event.target.value));
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            error={error}
            helperText="We will text a code to the new number to verify it."
          />
        </div>
        <Button type="submit" variant="outline" disabled={!canChange} loading={update.isPending} loadingText="Saving" className={css({ mt: { xs: '7' } })}>
          Change Phone
        </Button>
      </div>
    </form>
  );
}
