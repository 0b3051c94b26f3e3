import { css } from 'styled-system/css';
import { TextField } from '@/web/ui/field';
import { fieldError } from '@/web/ui/page-styles';

export const POTENCY_UNITS = ['%', 'mg'] as const;
export type PotencyUnit = (typeof POTENCY_UNITS)[number];
export interface PotencyText {
  unit: PotencyUnit;
  thc: string;
  cbd: string;
}

/** '22.5' -> 22.5, '' -> null (not stated); anything else NaN, which the schema refuses. */
export const potencyValueOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** Potency (part 1 §3 `potency`): the unit for the item, THC and CBD, each error beside its field. */
export function PotencyFields({ value, errors, onChange }: { value: PotencyText; errors: Record<string, string>; onChange: (next: PotencyText) => void }) {
  const group = errors.potency ?? errors['potency.unit'];
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0' })}>
      <legend className={css({ fontWeight: 'bold', mb: '2' })}>Potency</legend>
      <div role="radiogroup" aria-label="Potency unit" className={css({ display: 'flex', gap: '4' })}>
        {POTENCY_UNITS.map((unit) => (
          <label key={unit} className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '9', cursor: 'pointer' })}>
            <input type="radio" name="potency-unit" value={unit} checked={value.unit === unit} onChange={() => onChange({ ...value, unit })} className={css({ w: '5', h: '5', accentColor: 'token(colors.brand)' })} />
            {unit === '%' ? 'Percent (%)' : 'Milligrams (mg)'}
          </label>
        ))}
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' })}>
        <TextField label={`THC (${value.unit})`} inputMode="decimal" value={value.thc} error={errors['potency.thc']} helperText="Empty: not stated." onChange={(event) => onChange({ ...value, thc: event.target.value })} />
        <TextField label={`CBD (${value.unit})`} inputMode="decimal" value={value.cbd} error={errors['potency.cbd']} helperText="Empty: not stated." onChange={(event) => onChange({ ...value, cbd: event.target.value })} />
      </div>
      {group && (
        <p role="alert" className={fieldError}>
          {group}
        </p>
      )}
    </fieldset>
  );
}
