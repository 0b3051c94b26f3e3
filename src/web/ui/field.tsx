import { Field as ArkField } from '@ark-ui/react/field';
import { useId, type ReactNode } from 'react';
import { css, sva } from 'styled-system/css';
import { createStyleContext } from './style-context';

export const fieldRecipe = sva({
  slots: ['root', 'label', 'input', 'textarea', 'helperText', 'errorText', 'requiredIndicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { fontWeight: 'semibold', fontSize: 'sm' },
    input: {
      width: 'full',
      minH: '11',
      px: '3.5',
      bg: 'canvas',
      color: 'ink',
      border: '1px solid',
      borderColor: 'muted',
      borderRadius: 'md',
      fontSize: 'md',
      outline: 'none',
      _placeholder: { color: 'muted' },
      _focusVisible: { borderColor: 'brand', boxShadow: '0 0 0 1px token(colors.brand)' },
      _invalid: { borderColor: 'danger' },
      _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    },
    textarea: {
      width: 'full',
      minH: '24',
      p: '3',
      border: '1px solid',
      borderColor: 'muted',
      borderRadius: 'md',
      _focusVisible: { borderColor: 'brand' },
      _invalid: { borderColor: 'danger' },
    },
    helperText: { fontSize: 'sm', color: 'muted' },
    errorText: { fontSize: 'sm', color: 'danger', fontWeight: 'medium' },
    requiredIndicator: { color: 'danger', ml: '0.5' },
  },
});

const { withProvider, withContext } = createStyleContext(fieldRecipe);

/**
 * Field parts (Ark UI Field: wires label, helper and error text to the input with ids and aria).
 * Root takes invalid, required, disabled, readOnly.
 */
export const Field = {
  Root: withProvider(ArkField.Root, 'root'),
  Label: withContext(ArkField.Label, 'label'),
  Input: withContext(ArkField.Input, 'input'),
  Textarea: withContext(ArkField.Textarea, 'textarea'),
  HelperText: withContext(ArkField.HelperText, 'helperText'),
  ErrorText: withContext(ArkField.ErrorText, 'errorText'),
  RequiredIndicator: withContext(ArkField.RequiredIndicator, 'requiredIndicator'),
};

export interface TextFieldProps extends Omit<ArkField.InputProps, 'children'> {
  label: ReactNode;
  helperText?: ReactNode;
  /** An error message; when set the field is invalid and the message is announced. */
  error?: ReactNode;
  hideLabel?: boolean;
}

/** Label + input + helper/error in one: `<TextField label="Zip code" inputMode="numeric" error={err} />`. */
export function TextField({ label, helperText, error, hideLabel, required, disabled, ...inputProps }: TextFieldProps) {
  // Ark links the error with aria-errormessage only; aria-describedby makes screen readers read it too.
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={{ errorText: errorId }}>
      <Field.Label className={hideLabel ? css({ srOnly: true }) : undefined}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Field.Input aria-describedby={error ? errorId : undefined} {...inputProps} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
