import { useEffect, useId } from 'react';
import { css } from 'styled-system/css';
import { formatPhone } from '@/domain/phone-number';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';

/** Where the SMS confirmation dialog stands (part 2 §4 "Contact preferences"). */
export type SmsDialogStep = 'ask' | 'check-phone' | 'declined';

export interface SmsConfirmDialogProps {
  step: SmsDialogStep | undefined;
  phone: string;
  /** Email stays chosen after 'No Thanks'. */
  keepsEmail: boolean;
  saving: boolean;
  onConfirm: () => void;
  onDecline: () => void;
  /** Closing before answering changes nothing. */
  onCancel: () => void;
  /** After the answer was saved: on to the next screen. */
  onContinue: () => void;
}

/**
 * The SMS confirmation dialog: 'Confirm Sign Up' keeps Text and then says 'Check Your Phone' (reply
 * Y or YES within 5 minutes, the double opt-in); 'No Thanks' drops Text and says 'Sad to see you go.'
 */
export function SmsConfirmDialog({ step, phone, keepsEmail, saving, onConfirm, onDecline, onCancel, onContinue }: SmsConfirmDialogProps) {
  const open = step !== undefined;
  const close = () => (step === 'ask' ? !saving && onCancel() : onContinue());
  // The answer's button is disabled while saving, which drops focus; the next step's Continue takes
  // it, so keyboard users stay inside the dialog (by id: the shared Button takes no ref).
  const continueId = useId();
  useEffect(() => {
    if (step === 'check-phone' || step === 'declined') document.getElementById(continueId)?.focus();
  }, [step, continueId]);
  if (step === 'check-phone') {
    return (
      <DialogShell open={open} onOpenChange={(details) => !details.open && close()} size="sm" title="Check Your Phone" footer={<Button id={continueId} onClick={onContinue}>Continue</Button>}>
        <p>
          We sent a text to <PhoneNumber phone={phone} />. Reply <strong>Y</strong> or <strong>YES</strong> within 5 minutes to confirm your sign-up for promotional texts.
        </p>
      </DialogShell>
    );
  }
  if (step === 'declined') {
    return (
      <DialogShell open={open} onOpenChange={(details) => !details.open && close()} size="sm" title="Sad to see you go." footer={<Button id={continueId} onClick={onContinue}>Continue</Button>}>
        <p>{keepsEmail ? 'You will not get promotional texts. We will keep sending our deals by email.' : 'You will not get promotional texts or emails.'}</p>
      </DialogShell>
    );
  }
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && close()}
      size="sm"
      title="Sign up for promotional texts?"
      footer={
        <>
          <Button variant="outline" onClick={onDecline} disabled={saving}>
            No Thanks
          </Button>
          <Button onClick={onConfirm} loading={saving} loadingText="Saving">
            Confirm Sign Up
          </Button>
        </>
      }
    >
      <p>
        Get deals and news by text at <PhoneNumber phone={phone} />, about 2 messages a week. Message and data rates may apply. Reply STOP at any time to unsubscribe.
      </p>
    </DialogShell>
  );
}

/** A phone number never breaks across lines ('(845) 555-' / '0142'). */
function PhoneNumber({ phone }: { phone: string }) {
  return <span className={css({ whiteSpace: 'nowrap' })}>{formatPhone(phone)}</span>;
}
