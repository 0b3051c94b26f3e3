import { useId } from 'react';
import { css } from 'styled-system/css';
import { formatPhoneInput } from '@/domain/phone-number';
import { ChoiceRadio } from '@/web/ui/choice-radio';
import { TextField } from '@/web/ui/field';
import { NEW_ORDER_LABELS } from './new-order-labels';
import type { NewCustomerBy, NewCustomerDraft, StartOrderErrors } from './start-order-input';

const BY_LABELS: Record<NewCustomerBy, string> = { phone: 'Phone', email: 'Email', anonymous: 'Anonymous' };
const BY_NOTES: Record<NewCustomerBy, string> = {
  phone: 'Order notices by text.',
  email: 'Order notices by email.',
  anonymous: 'A walk-in under a name; no notices.',
};

const choiceRow = css({ border: '0', p: '0', m: '0', display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '2' });
const legend = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' });
const nameRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' }, gap: '3' });

interface NewCustomerFieldsProps {
  draft: NewCustomerDraft;
  onChange: (draft: NewCustomerDraft) => void;
  errors: StartOrderErrors;
}

/**
 * The New Customer tab (part 2 §4; §5: by phone a valid phone, by email a valid email, anonymous a
 * name). What was typed stays when the kind changes or an error shows; the error sits under its field.
 */
export function NewCustomerFields({ draft, onChange, errors }: NewCustomerFieldsProps) {
  const name = useId();
  const set = (change: Partial<NewCustomerDraft>) => onChange({ ...draft, ...change });
  const anonymous = draft.by === 'anonymous';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <fieldset className={choiceRow}>
        <legend className={legend}>{NEW_ORDER_LABELS.byLegend}</legend>
        {(Object.keys(BY_LABELS) as NewCustomerBy[]).map((by) => (
          <ChoiceRadio key={by} name={name} value={by} checked={draft.by === by} onSelect={() => set({ by })} label={BY_LABELS[by]} description={BY_NOTES[by]} />
        ))}
      </fieldset>
      {draft.by === 'phone' && (
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          value={draft.phone}
          onChange={(event) => set({ phone: formatPhoneInput(event.target.value) })}
          error={errors.phone}
          maxLength={32}
        />
      )}
      {draft.by === 'email' && (
        <TextField label="Email" type="email" autoComplete="off" required value={draft.email} onChange={(event) => set({ email: event.target.value })} error={errors.email} maxLength={254} />
      )}
      <div className={nameRow}>
        <TextField label="First name" required={anonymous} autoComplete="off" value={draft.first} onChange={(event) => set({ first: event.target.value })} error={errors.first} maxLength={80} />
        <TextField label="Last name" autoComplete="off" value={draft.last} onChange={(event) => set({ last: event.target.value })} error={errors.last} maxLength={80} />
      </div>
    </div>
  );
}
