import type { FormEvent, Ref } from 'react';
import { Button } from '@/web/ui/button';
import type { FieldErrors } from '../auth-errors';
import { formActions, formStack } from '../auth-styles';
import { NewPasswordFields, newPasswordReady } from '../new-password-fields';

export interface StepTwoFormProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: FieldErrors;
  disabled: boolean;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
  formRef: Ref<HTMLFormElement>;
}

/** Registration step 2 (part 2 §5): password and confirmation; submit waits for every rule. */
export function StepTwoForm({ password, confirm, onPasswordChange, onConfirmChange, errors, disabled, submitting, onSubmit, onBack, formRef }: StepTwoFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} className={formStack} onSubmit={submit} noValidate>
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPasswordChange={onPasswordChange}
        onConfirmChange={onConfirmChange}
        errors={errors}
        disabled={disabled}
      />
      <div className={formActions}>
        <Button type="submit" size="lg" fullWidth loading={submitting} loadingText="Creating your account" disabled={disabled || !newPasswordReady(password, confirm)}>
          Create Account
        </Button>
        <Button variant="ghost" fullWidth onClick={onBack} disabled={submitting}>
          Back
        </Button>
      </div>
    </form>
  );
}
