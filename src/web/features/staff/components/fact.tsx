import type { ReactNode } from 'react';
import { factLabel, factValue } from '../styles';

/** One label and its value inside a `factGrid` description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={factLabel}>{label}</dt>
      <dd className={factValue}>{children}</dd>
    </div>
  );
}
