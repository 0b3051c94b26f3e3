import { useState } from 'react';
import * as z from 'zod/mini';
import { css } from 'styled-system/css';
import { hourExceptionListSchema, type HourExceptionSettings } from '@/api/admin-stores';
import { Button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { muted } from '@/web/ui/page-styles';
import { issueErrors, under } from '../components/field-errors';
import { SettingsSection, useSectionSave } from './section-form';

/** Dated exceptions to the weekly hours: holidays, early closes (PUT replaces the whole list). */
export function ExceptionsSection({ storeId, exceptions }: { storeId: number; exceptions: readonly HourExceptionSettings[] }) {
  const [rows, setRows] = useState<HourExceptionSettings[]>(() => exceptions.map((row) => ({ ...row })));
  const { submit, errors, saved, saving, markEdited } = useSectionSave(storeId);
  const paths = rows.flatMap((_, index) => ['date', 'hours', 'note'].map((field) => `exceptions.${index}.${field}`));
  const change = (index: number, field: keyof HourExceptionSettings, value: string) => {
    markEdited();
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  };
  const save = () => {
    const checked = z.safeParse(hourExceptionListSchema, rows);
    submit(checked.success ? { exceptions: rows } : { errors: issueErrors(checked.error.issues, under('exceptions')) });
  };
  return (
    <SettingsSection title="Dated exceptions" onSubmit={save} errors={errors} fieldPaths={paths} saved={saved} saving={saving}>
      {!rows.length && <p className={muted}>No exceptions: the weekly hours apply every day.</p>}
      {rows.map((row, index) => (
        <fieldset key={index} className={rowGrid}>
          <legend className={css({ srOnly: true })}>Exception {index + 1}</legend>
          <TextField label="Date" type="date" value={row.date} error={errors[`exceptions.${index}.date`]} onChange={(event) => change(index, 'date', event.target.value)} />
          <TextField label="Hours" value={row.hours} placeholder="Closed" error={errors[`exceptions.${index}.hours`]} onChange={(event) => change(index, 'hours', event.target.value)} />
          <TextField label="Note" value={row.note} placeholder="Thanksgiving" error={errors[`exceptions.${index}.note`]} onChange={(event) => change(index, 'note', event.target.value)} />
          <Button type="button" size="sm" variant="ghost" onClick={() => setRows(rows.filter((_, at) => at !== index))} aria-label={`Remove exception ${index + 1}`}>
            Remove
          </Button>
        </fieldset>
      ))}
      <div>
        <Button type="button" size="sm" variant="outline" onClick={() => setRows([...rows, { date: '', hours: 'Closed', note: '' }])}>
          Add an exception
        </Button>
      </div>
    </SettingsSection>
  );
}

const rowGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: '10rem 1fr 1fr auto' }, gap: '3', alignItems: 'end', border: 'none', p: '0', m: '0' });
