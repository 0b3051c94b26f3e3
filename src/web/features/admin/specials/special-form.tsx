import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { ADMIN_SPECIAL_MESSAGES, type AdminSpecial } from '@/api/admin-specials';
import type { UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { fieldError } from '@/web/ui/page-styles';
import { usePreviewSpecial, useSaveSpecial } from '../api/specials';
import { serverErrors } from '../components/field-errors';
import { ReachFields, WhatFields, WhenFields, WhoFields } from './special-form-fields';
import { emptySpecialValues, errorField, specialFormErrors, specialInputOf, specialValues, type SpecialErrors, type SpecialFormValues } from './special-form-values';
import { previewSummary, SpecialPreviewPanel } from './special-preview-panel';

export interface SpecialFormProps {
  storeId: number;
  timezone: string;
  usageTypes: readonly UsageType[];
  /** The special edited; a new one when left out. */
  special?: AdminSpecial;
  onSaved: (special: AdminSpecial) => void;
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '3', borderTop: '1px solid token(colors.line)', pt: '4' });
const heading = css({ fontWeight: 'bold', fontSize: 'md' });

/**
 * After a refused save, focus moves to the first field marked invalid, so a keyboard or screen reader
 * user lands on what to fix (its message is tied to it by aria-describedby).
 */
function focusFirstError() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form[data-special-form] [aria-invalid="true"]')?.focus());
}

/** The server's refusal as errors by field (its own messages), with its message for the form above them. */
function refusal(error: Error): SpecialErrors {
  return { '': error.message || ADMIN_SPECIAL_MESSAGES.invalid, ...serverErrors(error, errorField) };
}

/**
 * Creates or edits a special (README "Specials in the console"): what it takes off, who gets it, when
 * it runs in the store's time, and what it reaches. Checked with the API's schema and the domain's
 * rules before sending; the server's refusals show beside the same fields, and what was typed stays.
 */
export function SpecialForm({ storeId, timezone, usageTypes, special, onSaved }: SpecialFormProps) {
  const [values, setValues] = useState<SpecialFormValues>(() => (special ? specialValues(special) : emptySpecialValues(usageTypes)));
  const [errors, setErrors] = useState<SpecialErrors>({});
  const save = useSaveSpecial(storeId);
  const preview = usePreviewSpecial(storeId);
  const set = (patch: Partial<SpecialFormValues>) => {
    // A preview shown is of the values it was asked for: a change takes it away until asked again.
    preview.reset();
    setValues((current) => ({ ...current, ...patch }));
  };
  const checked = () => {
    const input = specialInputOf(values);
    const found = specialFormErrors(input, timezone);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError();
      return undefined;
    }
    return input;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = checked();
    if (!input) return;
    save.mutate(
      { id: special?.id, input },
      {
        onSuccess: onSaved,
        onError: (error) => {
          setErrors(refusal(error));
          focusFirstError();
        },
      },
    );
  };
  const showPreview = () => {
    if (preview.isPending) return;
    const input = checked();
    if (input) preview.mutate({ special: input, special_id: special?.id }, { onError: (error) => setErrors(refusal(error)) });
  };
  const props = { storeId, timezone, values, errors, set };
  return (
    <form data-special-form onSubmit={submit} noValidate aria-label={special ? `Edit ${special.title}` : 'New special'} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <WhatFields {...props} />
      <section className={section} aria-label="What it reaches">
        <h3 className={heading}>{values.kind === 'cart' ? 'Who gets it' : 'What it reaches'}</h3>
        <ReachFields {...props} />
        <WhoFields {...props} />
      </section>
      <section className={section} aria-label="Schedule">
        <h3 className={heading}>Schedule</h3>
        <WhenFields {...props} />
      </section>
      {errors[''] && (
        <p role="alert" className={fieldError}>
          {errors['']}
        </p>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Button type="submit" loading={save.isPending} loadingText="Saving">
          {special ? 'Save special' : 'Create special'}
        </Button>
        {/* Not `loading`: a disabled button drops keyboard focus to the page; the status below says it is pricing. */}
        <Button type="button" variant="outline" aria-busy={preview.isPending || undefined} onClick={showPreview}>
          Preview
        </Button>
      </div>
      <p role="status" className={css({ fontSize: 'sm', minH: '5' })}>
        {preview.isPending ? 'Pricing the preview…' : preview.data ? previewSummary(preview.data) : ''}
      </p>
      {preview.data && <SpecialPreviewPanel preview={preview.data} />}
    </form>
  );
}
