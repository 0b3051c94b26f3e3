import { useId, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { ZIP_LENGTH } from '@/domain/constants';
import { canSubmitZip } from '@/domain/delivery-zip';
import { sanitizeZipInput } from '@/domain/zip-code';
import { Button } from '@/web/ui/button';
import { fieldRecipe } from '@/web/ui/field';

export interface ZipFormProps {
  initialZip?: string;
  submitLabel: string;
  onSubmit: (zip: string) => void;
  autoFocus?: boolean;
  /** 'inline' puts the button beside the field (the delivery slice). */
  layout?: 'inline' | 'stacked';
  /** 'onBrand' on a brand-coloured surface. */
  buttonVariant?: 'solid' | 'onBrand';
}

/** The delivery zip field (part 1 §5): digits only, at most 5; the button is enabled only at exactly 5. */
export function ZipForm({ initialZip = '', submitLabel, onSubmit, autoFocus, layout = 'stacked', buttonVariant = 'solid' }: ZipFormProps) {
  const [zip, setZip] = useState(() => sanitizeZipInput(initialZip));
  const id = useId();
  const classes = fieldRecipe();
  const ready = canSubmitZip(zip);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit(zip);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', gap: '3', flexDirection: layout === 'inline' ? { base: 'column', xs: 'row' } : 'column', alignItems: layout === 'inline' ? { xs: 'flex-end' } : 'stretch' })}
    >
      <div className={cx(classes.root, css({ flex: '1' }))}>
        <label htmlFor={id} className={classes.label}>
          Zip code
        </label>
        <input
          id={id}
          className={classes.input}
          value={zip}
          onChange={(event) => setZip(sanitizeZipInput(event.target.value))}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="5-digit zip"
          aria-describedby={`${id}-hint`}
          autoFocus={autoFocus}
        />
        <span id={`${id}-hint`} className={css({ srOnly: true })}>
          Enter {ZIP_LENGTH} digits.
        </span>
      </div>
      <Button type="submit" disabled={!ready} size="md" variant={buttonVariant}>
        {submitLabel}
      </Button>
    </form>
  );
}
