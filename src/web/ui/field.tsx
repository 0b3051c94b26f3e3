import { Field as ArkField } from '@ark-ui/react/field';
import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { fieldRecipe } from './field-recipe';
import { createStyleContext } from './style-context';

export { fieldRecipe };

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
