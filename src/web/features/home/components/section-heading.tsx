import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A home section's title, with an optional action (e.g. 'View All') at its end. */
export function SectionHeading({ id, children, action }: { id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '4' })}>
      <h2 id={id} className={css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>
        {children}
      </h2>
      {action}
    </div>
  );
}
