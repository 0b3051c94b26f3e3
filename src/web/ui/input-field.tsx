import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { fieldRecipe } from './field-recipe';

export interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hideLabel?: boolean;
  /** Class of the wrapper (the input itself takes `className`). */
  rootClassName?: string;
}

/**
 * A native label + input with the Field look, for inputs without helper or error text (list search,
 * price boxes). Product lists load it instead of Ark's Field (bench target: product list JS at most
 * 150 KB gz); forms that show validation use TextField / Field from field.tsx.
 */
export function InputField({ label, hideLabel, rootClassName, className, id, ...inputProps }: InputFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const classes = fieldRecipe();
  return (
    <div className={cx(classes.root, rootClassName)}>
      <label htmlFor={inputId} className={cx(classes.label, hideLabel && css({ srOnly: true }))}>
        {label}
      </label>
      <input id={inputId} className={cx(classes.input, className)} {...inputProps} />
    </div>
  );
}
