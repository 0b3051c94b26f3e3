import { useId, type FormEvent, type Ref } from 'react';
import { css } from 'styled-system/css';
import { formatPhoneInput } from '@/domain/phone-number';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { TextField } from '@/web/ui/field';
import type { FieldErrors } from '../auth-errors';
import { formActions, formStack } from '../auth-styles';
import { stepOneFilled } from './register-body';
import type { RegistrationDraft } from './registration-draft';

const checkboxError = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium', ml: '9' });
// The box turns red with its message, as text fields do.
const invalidBox = css({ '& input[aria-invalid=true]': { borderColor: 'danger' } });

export interface StepOneFormProps {
  draft: RegistrationDraft;
  onChange: (patch: Partial<RegistrationDraft>) => void;
  errors: FieldErrors;
  /** 'To order online, you must check this box.' after 'I Want to Place Orders'. */
  agreementError?: string;
  disabled: boolean;
  onNext: () => void;
  formRef: Ref<HTMLFormElement>;
}

/** Registration step 1 (part 2 §2, §5): personal info and the transaction agreement. */
export function StepOneForm({ draft, onChange, errors, agreementError, disabled, onNext, formRef }: StepOneFormProps) {
  const agreementErrorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form ref={formRef} className={formStack} onSubmit={submit} noValidate>
      <TextField label="First name" name="first" autoComplete="given-name" value={draft.first} onChange={(e) => onChange({ first: e.currentTarget.value })} error={errors.first} disabled={disabled} />
      <TextField label="Last name" name="last" autoComplete="family-name" value={draft.last} onChange={(e) => onChange({ last: e.currentTarget.value })} error={errors.last} disabled={disabled} />
      <TextField
        label="Email"
        type="email"
        name="email"
        inputMode="email"
        autoComplete="email"
        value={draft.email}
        onChange={(e) => onChange({ email: e.currentTarget.value })}
        error={errors.email}
        disabled={disabled}
      />
      <TextField
        label="Mobile phone"
        type="tel"
        name="phone"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(555) 555-5555"
        value={draft.phone}
        onChange={(e) => onChange({ phone: formatPhoneInput(e.currentTarget.value) })}
        error={errors.phone}
        disabled={disabled}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <Checkbox
          name="transaction_agreement"
          checked={draft.agreed}
          onCheckedChange={({ checked }) => onChange({ agreed: checked })}
          disabled={disabled}
          aria-invalid={agreementError ? true : undefined}
          aria-describedby={agreementError ? agreementErrorId : undefined}
          className={invalidBox}
        >
          <span className={css({ fontSize: 'sm' })}>
            Text and email me about my online orders: order confirmations and pickup or delivery updates. On average 2-3 messages
            per order. Message and data rates may apply; reply STOP to stop texts.
          </span>
        </Checkbox>
        {agreementError && (
          <p id={agreementErrorId} className={checkboxError}>
            {agreementError}
          </p>
        )}
      </div>
      <div className={formActions}>
        <Button type="submit" size="lg" fullWidth disabled={disabled || !stepOneFilled(draft)}>
          Next
        </Button>
      </div>
    </form>
  );
}
