import { useMemo, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { ConsoleStore } from '@/api/admin';
import { Button } from '@/web/ui/button';
import { InputField } from '@/web/ui/input-field';
import { SimpleSelect } from '@/web/ui/select';
import { filterBar } from '../components/table-styles';
import { NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';

const ALL_STORES = '';

/** The audit log's filters: applied together with 'Filter' (or Enter), cleared with 'Clear'. */
export function AuditFilterForm({ stores, applied, onApply }: { stores: readonly ConsoleStore[]; applied: AuditFilterValues; onApply: (values: AuditFilterValues) => void }) {
  const [values, setValues] = useState(applied);
  const storeOptions = useMemo(() => [{ value: ALL_STORES, label: 'All stores' }, ...stores.map((store) => ({ value: String(store.id), label: store.name }))], [stores]);
  const set = (field: keyof AuditFilterValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form onSubmit={submit} aria-label="Filter the audit log" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={filterBar}>
        <SimpleSelect label="Store" options={storeOptions} value={values.storeId} onValueChange={set('storeId')} />
        <InputField label="Action" value={values.action} onChange={(event) => set('action')(event.target.value)} placeholder="e.g. store.update" />
        <InputField label="Object type" value={values.objectType} onChange={(event) => set('objectType')(event.target.value)} placeholder="e.g. store" />
        <InputField label="Who" value={values.actor} onChange={(event) => set('actor')(event.target.value)} placeholder="Name, email or feed key" />
        <InputField label="From" type="date" value={values.from} max={values.to || undefined} onChange={(event) => set('from')(event.target.value)} />
        <InputField label="To" type="date" value={values.to} min={values.from || undefined} onChange={(event) => set('to')(event.target.value)} />
      </div>
      <div className={css({ display: 'flex', gap: '2' })}>
        <Button type="submit" size="sm">
          Filter
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            setValues(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
