import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CUSTOMER_REASON_MAX_CHARS } from '@/domain/constants';
import { ApiRequestError } from '@/web/data/api-errors';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { Field } from '@/web/ui/field';
import { Notice } from '@/web/ui/notice';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** A decision that takes something away (reject, suspend, end) is styled as one. */
  danger?: boolean;
  busy: boolean;
  error: Error | null;
  /** Who reads the reason, said under the field. */
  helperText: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** Where focus goes after: the button that opened it may be gone once the decision is made. */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A console decision with its required reason (README "Customers in the console"). Focus starts in
 * the reason; a refusal shows beside the field it names, or under it, and what was typed stays.
 */
export function ReasonDialog({ open, title, children, confirmLabel, busyLabel, danger, busy, error, helperText, onConfirm, onCancel, finalFocusEl }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const formId = useId();
  const errorId = useId();
  const fields = error instanceof ApiRequestError ? error.fields : undefined;
  const reasonError = fields?.reason?.[0];
  const otherError = error && !reasonError ? (fields ? Object.values(fields).flat()[0] : undefined) ?? error.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason);
  };
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && !busy && close()}
      size="sm"
      title={title}
      initialFocusEl={() => document.getElementById(reasonId)}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'solid'} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {children}
        <Field.Root invalid={Boolean(reasonError)} required id={reasonId} ids={{ errorText: errorId }}>
          <Field.Label>
            Reason
            <Field.RequiredIndicator />
          </Field.Label>
          <Field.Textarea aria-describedby={reasonError ? errorId : undefined} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={CUSTOMER_REASON_MAX_CHARS} />
          {reasonError ? <Field.ErrorText>{reasonError}</Field.ErrorText> : <Field.HelperText>{helperText}</Field.HelperText>}
        </Field.Root>
      </form>
      {otherError && <Notice tone="error">{otherError}</Notice>}
    </DialogShell>
  );
}
