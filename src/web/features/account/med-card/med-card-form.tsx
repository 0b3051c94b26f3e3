import { format } from 'date-fns';
import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { USER_MESSAGES, type MedicalCard } from '@/api/user';
import { cardFormatHint } from '@/domain/medical-card';
import { STATE_OPTIONS } from '@/web/shared/address/state-options';
import { AppLink } from '@/web/ui/app-link';
import { Button, button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { useFocusFirstProblem } from '@/web/ui/hooks/use-focus-first-problem';
import { fieldError } from '@/web/ui/page-styles';
import { SimpleSelect } from '@/web/ui/select';
import type { MedicalCardInput } from '../api/medical-cards';
import { formActions, stack } from '../styles';
import { ExpirationFields } from './expiration-fields';
import { checkDraft, draftOfCard, isDraftChanged, isDraftComplete, type MedCardDraft } from './med-card-draft';

export interface MedCardFormProps {
  card: MedicalCard | undefined;
  returnTo: string;
  saving: boolean;
  /** Per-field messages of the server's 400 answer. */
  serverErrors: Record<string, string>;
  onSave: (card: MedicalCardInput) => void;
}

/**
 * The medical card fields (part 2 §5 "Medical card"): the state (fixed once the card exists), the
 * number with its state's format hint, the expiration date. Save is enabled once every field is
 * filled and something changed; the number and date are checked on Save, and what was typed stays.
 */
export function MedCardForm({ card, returnTo, saving, serverErrors, onSave }: MedCardFormProps) {
  const [initial] = useState(() => draftOfCard(card));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ number?: string; date?: string }>({});
  const set = (key: keyof MedCardDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key === 'number' ? 'number' : 'date']: undefined }));
  };
  const canSave = isDraftComplete(draft) && isDraftChanged(draft, initial);
  const now = new Date();
  const formRef = useRef<HTMLFormElement>(null);
  // The server's field messages (a failed save) also take the user to the field.
  const focusFirstProblem = useFocusFirstProblem(formRef, serverErrors);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    const checked = checkDraft(draft, format(now, 'yyyy-MM-dd'), card?.id);
    if (!checked.ok) {
      setErrors({ number: checked.number, date: checked.date });
      focusFirstProblem();
      return;
    }
    onSave(checked.input);
  }

  return (
    <form ref={formRef} onSubmit={submit} className={stack} noValidate aria-label="Medical card">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <SimpleSelect label="State" name="state" placeholder="Choose a state" options={STATE_OPTIONS} value={draft.state || undefined} onValueChange={(value) => set('state', value)} disabled={card !== undefined} />
        {card && <p className={css({ fontSize: 'sm', color: 'muted' })}>{USER_MESSAGES.cardStateFixed}</p>}
        {serverErrors.state && (
          <p role="alert" className={fieldError}>
            {serverErrors.state}
          </p>
        )}
      </div>
      <TextField
        label="Medical card number"
        name="mmj_card_num"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-required
        value={draft.number}
        onChange={(event) => set('number', event.target.value)}
        helperText={cardFormatHint(draft.state)}
        error={errors.number ?? serverErrors.mmj_card_num}
      />
      <ExpirationFields
        currentYear={now.getFullYear()}
        year={draft.year}
        month={draft.month}
        day={draft.day}
        onChange={set}
        error={errors.date ?? serverErrors.mmj_card_exp_dt}
      />
      <div className={formActions}>
        <AppLink to={returnTo} className={button({ variant: 'outline' })}>
          Cancel
        </AppLink>
        <Button type="submit" disabled={!canSave} loading={saving} loadingText="Saving">
          Save
        </Button>
      </div>
    </form>
  );
}
