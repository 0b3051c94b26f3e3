import { useId } from 'react';
import { Field } from '@/web/ui/field';

export interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  name?: string;
  placeholder?: string;
  readOnly?: boolean;
}

/** A labelled multi-line text field (Ark Field) with its error announced with it. */
export function MessageField({ label, value, onChange, error, rows = 6, name = 'message', placeholder, readOnly }: MessageFieldProps) {
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} readOnly={readOnly} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Field.Textarea
        name={name}
        rows={rows}
        maxLength={5000}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
