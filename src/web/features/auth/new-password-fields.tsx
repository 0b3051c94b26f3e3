import { useId } from 'react';
import { confirmPasswordProblem } from '@/domain/password-rules';
import { PasswordField } from './auth-fields';
import type { FieldErrors } from './auth-errors';
import { PasswordChecklist } from './password-checklist';

/** When submit enables (part 2 §5): the rule lives in src/domain/account-forms.ts. */
export { newPasswordReady } from '@/domain/account-forms';

/** The confirm field's message: shown once the confirmation is as long as the password, or after submit. */
export function liveConfirmProblem(password: string, confirm: string): string | undefined {
  return confirm.length >= password.length && confirm.length > 0 ? confirmPasswordProblem(password, confirm) : undefined;
}

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** Errors from the last submit (password, confirm_password). */
  errors: FieldErrors;
  disabled?: boolean;
  passwordLabel?: string;
}

/** Password and confirmation with the live checklist, shared by registration and reset. */
export function NewPasswordFields({ password, confirm, onPasswordChange, onConfirmChange, errors, disabled, passwordLabel = 'Password' }: NewPasswordFieldsProps) {
  const checklistId = useId();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
        disabled={disabled}
        // TextField points aria-describedby at its error; without one, the checklist describes the field.
        {...(errors.password ? {} : { 'aria-describedby': checklistId })}
      />
      <PasswordChecklist id={checklistId} password={password} />
      <PasswordField
        label="Confirm password"
        name="confirm_password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        error={errors.confirm_password ?? liveConfirmProblem(password, confirm)}
        disabled={disabled}
      />
    </>
  );
}
