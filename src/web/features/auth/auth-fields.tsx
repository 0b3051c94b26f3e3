import type { ChangeEvent, ReactNode } from 'react';
import { TextField } from '@/web/ui/field';

interface ValueFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** The TextField props of a field that holds a plain string (the auth forms keep their drafts so). */
function valueProps({ value, onChange, error, disabled }: ValueFieldProps) {
  return { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value), error, disabled };
}

/** The account email as the identity calls name it (username): email keyboard and autofill. */
export function UsernameField(props: ValueFieldProps) {
  return <TextField label="Email" type="email" name="username" inputMode="email" autoComplete="username" {...valueProps(props)} />;
}

/** A 6-digit code from an email or a text: number keyboard and one-time-code autofill. */
export function VerificationCodeField(props: ValueFieldProps) {
  return <TextField label="Verification code" name="verification_code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...valueProps(props)} />;
}

interface PasswordFieldProps extends ValueFieldProps {
  label: string;
  name: 'password' | 'confirm_password';
  /** The password manager's cue: fill the saved password, or offer to save a new one. */
  autoComplete: 'current-password' | 'new-password';
  'aria-describedby'?: string;
}

/** A password input, named as the auth API names the field. */
export function PasswordField({ label, name, autoComplete, value, onChange, error, disabled, ...inputProps }: PasswordFieldProps) {
  return <TextField label={label} type="password" name={name} autoComplete={autoComplete} {...valueProps({ value, onChange, error, disabled })} {...inputProps} />;
}
