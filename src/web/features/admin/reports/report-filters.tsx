import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { ConsoleStore } from '@/api/admin';
import { REPORT_PRESET_LABELS, REPORT_PRESETS } from '@/domain/report-range';
import { Button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { SimpleSelect } from '@/web/ui/select';
import { filterBar } from '../components/table-styles';
import { customRangeErrors, type ReportChoice, type ReportRangeChoice } from './report-range-state';

const RANGE_OPTIONS = [...REPORT_PRESETS.map((preset) => ({ value: preset, label: REPORT_PRESET_LABELS[preset] })), { value: 'custom', label: 'Custom dates' }];

/**
 * The store (or all stores) and the range. A store or a preset applies at once; custom dates apply
 * with Show report, checked first by the server's own rules so a bad range says why beside its field.
 */
export function ReportFilters({ stores, choice, onChange }: { stores: readonly ConsoleStore[]; choice: ReportChoice; onChange: (choice: ReportChoice) => void }) {
  const [range, setRange] = useState<ReportRangeChoice>(choice.range);
  const [from, setFrom] = useState(choice.from);
  const [to, setTo] = useState(choice.to);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const storeOptions = [{ value: 'all', label: stores.length > 1 ? 'All my stores' : 'All stores' }, ...stores.map((store) => ({ value: String(store.id), label: `${store.name} (${store.state})` }))];

  const pickRange = (value: string) => {
    const next = value as ReportRangeChoice;
    setRange(next);
    setErrors({});
    if (next !== 'custom') onChange({ ...choice, range: next });
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeErrors(from, to);
    setErrors(found);
    if (!found.from && !found.to) onChange({ ...choice, range: 'custom', from, to });
  };

  return (
    <form className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} onSubmit={applyCustom} aria-label="Report filters">
      <div className={filterBar}>
        <SimpleSelect label="Report for" options={storeOptions} value={String(choice.store)} onValueChange={(value) => onChange({ ...choice, store: value === 'all' ? 'all' : Number(value) })} />
        <SimpleSelect label="Dates" options={RANGE_OPTIONS} value={range} onValueChange={pickRange} />
      </div>
      {range === 'custom' && (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr)) auto' }, gap: '3', alignItems: 'start' })}>
          <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} error={errors.from} />
          <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} error={errors.to} />
          <Button type="submit" className={css({ mt: { xs: '6' } })}>
            Show report
          </Button>
        </div>
      )}
    </form>
  );
}
