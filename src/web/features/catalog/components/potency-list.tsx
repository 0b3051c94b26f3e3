import { css } from 'styled-system/css';
import type { Potency } from '@/api/inventory';
import { potencyLines } from '@/domain/potency';

/** THC, THCA, CBD, CBDA, CBN, CBG and the per-piece values, as small labelled figures. */
export function PotencyList({ potency }: { potency: Potency }) {
  const lines = potencyLines(potency);
  if (lines.length === 0) return null;
  return (
    <dl aria-label="Potency" className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {lines.map((line) => (
        <div key={line.key} className={css({ px: '3', py: '2', borderRadius: 'md', bg: 'wash', minW: '20' })}>
          <dt className={css({ fontSize: 'xs', color: 'muted', fontWeight: 'semibold' })}>{line.label}</dt>
          <dd className={css({ fontWeight: 'bold' })}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
