import type { ReactNode } from 'react';
import { TextField } from '@/web/ui/field';

interface ValueFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** The account email as the identity calls name it (username): email keyboard and autofill. */
export function UsernameField({ value, onChange, error, disabled }: ValueFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="username"
      inputMode="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
    />
  );
}

/** A 6-digit code from an email or a text: number keyboard and one-time-code autofill. */
export function VerificationCodeField({ value, onChange, error, disabled }: ValueFieldProps) {
  return (
    <TextField
      label="Verification code"
      name="verification_code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
    />
  );
}
