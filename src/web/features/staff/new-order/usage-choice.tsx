import { useId } from 'react';
import { css } from 'styled-system/css';
import { USAGE_LABEL, USAGE_TYPES, type UsageType } from '@/domain/usage-type';
import { ChoiceRadio } from '@/web/ui/choice-radio';
import { NEW_ORDER_LABELS } from './new-order-labels';

interface UsageChoiceProps {
  /** The usage types the working store sells. */
  offered: readonly UsageType[];
  value: UsageType;
  onChange: (usage: UsageType) => void;
  error: string | undefined;
}

/** Which menu the order is from (part 2 §3 "Staff new-order state" usageType): the working store's usage types. */
export function UsageChoice({ offered, value, onChange, error }: UsageChoiceProps) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={css({ border: '0', p: '0', m: '0', display: 'grid', gridTemplateColumns: { base: '1fr', xs: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>{NEW_ORDER_LABELS.menuLegend}</legend>
      {USAGE_TYPES.filter((usage) => offered.includes(usage)).map((usage) => (
        <ChoiceRadio key={usage} name={name} value={usage} checked={value === usage} onSelect={() => onChange(usage)} label={USAGE_LABEL[usage]} />
      ))}
      {error && (
        <p id={errorId} className={css({ gridColumn: '1 / -1', fontSize: 'sm', color: 'danger', fontWeight: 'medium' })}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
