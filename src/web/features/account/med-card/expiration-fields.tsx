import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { expirationYears } from '@/domain/medical-card';
import { SimpleSelect, type SelectOption } from '@/web/ui/select';
import { fieldsetReset, legendStyle } from '@/web/ui/choice-radio';
import { fieldError } from '@/web/ui/page-styles';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_OPTIONS: SelectOption[] = MONTHS.map((name, index) => {
  const value = String(index + 1).padStart(2, '0');
  return { value, label: `${value} - ${name}` };
});
const DAY_OPTIONS: SelectOption[] = Array.from({ length: 31 }, (_, index) => {
  const value = String(index + 1).padStart(2, '0');
  return { value, label: value };
});

export interface ExpirationFieldsProps {
  currentYear: number;
  year: string;
  month: string;
  day: string;
  onChange: (part: 'year' | 'month' | 'day', value: string) => void;
  error?: string;
}

/**
 * The expiration date as three dropdowns (part 2 §5): month, day 01-31, and this year plus the
 * next 9. A saved card's earlier year stays selectable so the form shows what is stored.
 */
export function ExpirationFields({ currentYear, year, month, day, onChange, error }: ExpirationFieldsProps) {
  const years = useMemo(() => {
    const choices = expirationYears(currentYear).map(String);
    if (year && !choices.includes(year)) choices.unshift(year);
    return choices.map((value) => ({ value, label: value }));
  }, [currentYear, year]);
  return (
    <fieldset className={fieldsetReset} aria-describedby={error ? 'expiration-error' : undefined}>
      <legend className={legendStyle}>Expiration date</legend>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr 1fr', xs: '2fr 1fr 1fr' }, '& > :first-child': { gridColumn: { base: '1 / -1', xs: 'auto' } } })}>
        <SimpleSelect label="Month" placeholder="Month" options={MONTH_OPTIONS} value={month || undefined} onValueChange={(value) => onChange('month', value)} />
        <SimpleSelect label="Day" placeholder="Day" options={DAY_OPTIONS} value={day || undefined} onValueChange={(value) => onChange('day', value)} />
        <SimpleSelect label="Year" placeholder="Year" options={years} value={year || undefined} onValueChange={(value) => onChange('year', value)} />
      </div>
      {error && (
        <p id="expiration-error" role="alert" className={fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
