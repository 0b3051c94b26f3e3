import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ContactField } from '@/domain/contact-form';
import { fieldError } from '../styles';

const slot = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });

/**
 * A form control and, for controls without an error slot of their own (selects, the upload
 * control), its problem below it. `data-field` lets the form take the shopper to the first field at
 * fault (contact-form.tsx).
 */
export function FieldSlot({ field, error, children }: { field: ContactField; error?: string; children: ReactNode }) {
  return (
    <div data-field={field} className={slot}>
      {children}
      {error && <p className={fieldError}>{error}</p>}
    </div>
  );
}
