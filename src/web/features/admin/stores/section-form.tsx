import { useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { css } from 'styled-system/css';
import { storeSettingsPatchSchema, type StoreSettingsPatch } from '@/api/admin-stores';
import { Button } from '@/web/ui/button';
import { SectionCard } from '@/web/ui/section-card';
import { useSaveStoreSettings, type StoreSettingsWrite } from '../api/store-settings';
import { issueErrors, serverErrors, type FieldErrors } from '../components/field-errors';

/** Checks a change with the schema the API serves before it is sent. */
export function checkPatch(patch: StoreSettingsPatch): FieldErrors {
  const result = z.safeParse(storeSettingsPatchSchema, patch);
  return result.success ? {} : issueErrors(result.error.issues);
}

/**
 * One section of the store settings: its form, a Save button, 'Saved' once the server took it, and
 * the errors beside the fields (the server's too). What was typed stays on error; `build` makes the
 * write from the form and may answer errors found before sending.
 */
export function useSectionSave(storeId: number) {
  const save = useSaveStoreSettings(storeId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const submit = (write: StoreSettingsWrite | { errors: FieldErrors }) => {
    setSaved(false);
    if ('errors' in write) {
      setErrors(write.errors);
      return;
    }
    const found = 'patch' in write ? checkPatch(write.patch) : {};
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(write, {
      onSuccess: () => setSaved(true),
      onError: (error) => setErrors(serverErrors(error)),
    });
  };
  return { submit, errors, saved, saving: save.isPending, markEdited: () => setSaved(false) };
}

export interface SettingsSectionProps {
  title: string;
  onSubmit: () => void;
  errors: FieldErrors;
  /** Paths this section shows beside its fields; other errors are listed at its foot. */
  fieldPaths: readonly string[];
  saved: boolean;
  saving: boolean;
  children: ReactNode;
  /** Parts of the card that save on their own (images), after the form and its Save. */
  apart?: ReactNode;
}

/** The card of one section: the form, the errors no field shows, and Save with its outcome. */
export function SettingsSection({ title, onSubmit, errors, fieldPaths, saved, saving, children, apart }: SettingsSectionProps) {
  const loose = Object.entries(errors).filter(([path]) => !fieldPaths.includes(path));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <SectionCard title={title}>
      <form onSubmit={submit} noValidate aria-label={title} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {children}
        {loose.length > 0 && (
          <ul role="alert" className={css({ color: 'danger', fontSize: 'sm', fontWeight: 'medium', pl: '4', listStyle: 'disc' })}>
            {loose.map(([path, message]) => (
              <li key={path}>{message}</li>
            ))}
          </ul>
        )}
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <Button type="submit" size="sm" loading={saving} loadingText="Saving">
            Save {title.toLowerCase()}
          </Button>
          <span role="status" className={css({ color: 'success', fontWeight: 'semibold', fontSize: 'sm' })}>
            {saved ? 'Saved' : ''}
          </span>
        </div>
      </form>
      {apart}
    </SectionCard>
  );
}

export const fieldGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' }, gap: '3' });
