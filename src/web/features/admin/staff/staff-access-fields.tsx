import { useId } from 'react';
import { css } from 'styled-system/css';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/domain/staff-roles';
import { Checkbox } from '@/web/ui/checkbox';
import { ChoiceRadio, fieldsetReset, legendStyle } from '@/web/ui/choice-radio';
import { fieldError } from '@/web/ui/page-styles';
import { useConsole } from '../frame/console-context';

/** What each role may do (README "Roles"), said where the operator picks one. */
const ROLE_NOTES: Record<StaffRole, string> = {
  operator: 'Every store and the whole console: staff, content, feeds, the audit log.',
  store_manager: 'The console for the stores below, and their staff terminal.',
  budtender: 'The staff terminal of the stores below: queue, orders, kiosks. No console.',
};

export interface StaffAccess {
  role: StaffRole;
  storeIds: ReadonlySet<number>;
}

/** A role (radios) and the stores (checkboxes), each with its error beside it. */
export function StaffAccessFields({ value, onChange, errors }: { value: StaffAccess; onChange: (next: StaffAccess) => void; errors: Record<string, string> }) {
  const { me } = useConsole();
  const name = useId();
  const storesError = useId();
  const toggle = (id: number) => {
    const next = new Set(value.storeIds);
    if (!next.delete(id)) next.add(id);
    onChange({ ...value, storeIds: next });
  };
  return (
    <>
      <fieldset className={fieldsetReset}>
        <legend className={legendStyle}>Role</legend>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '2' })}>
          {STAFF_ROLES.map((role) => (
            <ChoiceRadio key={role} name={name} value={role} checked={value.role === role} onSelect={() => onChange({ ...value, role })} label={STAFF_ROLE_LABELS[role]} description={ROLE_NOTES[role]} />
          ))}
        </div>
        {errors.role && <p className={fieldError}>{errors.role}</p>}
      </fieldset>
      <fieldset className={fieldsetReset} aria-describedby={errors.store_ids ? storesError : undefined} aria-invalid={errors.store_ids ? true : undefined}>
        <legend className={legendStyle}>{value.role === 'operator' ? 'Stores where they also work the terminal (optional)' : 'Stores'}</legend>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: '1.5' })}>
          {me.stores.map((store) => (
            <Checkbox key={store.id} checked={value.storeIds.has(store.id)} onCheckedChange={() => toggle(store.id)}>
              {store.name}
            </Checkbox>
          ))}
        </div>
        {errors.store_ids && (
          <p id={storesError} className={fieldError}>
            {errors.store_ids}
          </p>
        )}
      </fieldset>
    </>
  );
}
