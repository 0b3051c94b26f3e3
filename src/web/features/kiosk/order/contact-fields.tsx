import { useId, type InputHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { formatPhoneInput } from '@/domain/phone-number';
import { kioskInput } from '../screen/kiosk-styles';
import type { ContactErrors, ContactField, KioskContact } from './order-request';
import { ORDER_TEXT } from './order-text';
import { fieldError, fieldLabel } from './order-styles';

interface ContactFieldsProps {
  contact: KioskContact;
  errors: ContactErrors;
  onChange: (field: ContactField, value: string) => void;
  disabled: boolean;
}

/**
 * Who the order is for (DECISIONS.md "Modes of the one installable app": "under a name and phone"): first
 * name, last name (optional) and a mobile phone shown as (###) ###-#### while typed, like the shop's
 * phone fields.
 */
export function ContactFields({ contact, errors, onChange, disabled }: ContactFieldsProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <KioskField
        label={ORDER_TEXT.firstName}
        error={errors.first}
        value={contact.first}
        onChange={(event) => onChange('first', event.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="words"
        maxLength={80}
        required
        disabled={disabled}
        data-testid="kiosk-first-name"
      />
      <KioskField
        label={ORDER_TEXT.lastName}
        error={errors.last}
        value={contact.last}
        onChange={(event) => onChange('last', event.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="words"
        maxLength={80}
        disabled={disabled}
        data-testid="kiosk-last-name"
      />
      <KioskField
        label={ORDER_TEXT.phone}
        error={errors.phone}
        value={contact.phone}
        onChange={(event) => onChange('phone', formatPhoneInput(event.currentTarget.value))}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="(555) 555-5555"
        required
        disabled={disabled}
        data-testid="kiosk-order-phone"
      />
    </div>
  );
}

interface KioskFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error: string | undefined;
  'data-testid'?: string;
}

/** A kiosk-sized labelled input whose error is tied to it (aria-invalid, aria-describedby). */
function KioskField({ label, error, ...input }: KioskFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        className={kioskInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={fieldError} data-testid="kiosk-order-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
