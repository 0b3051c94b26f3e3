import { useId } from 'react';
import { css } from 'styled-system/css';
import { ORDER_STOP_NOTE_MAX_CHARS } from '@/domain/constants';
import { ORDER_STOP_REASON_LABELS, ORDER_STOP_REASONS, type OrderStopReason } from '@/domain/order-stop-reasons';
import { Field } from '@/web/ui/field';
import { SimpleSelect } from '@/web/ui/select';

export interface StopReasonValue {
  reason: OrderStopReason | undefined;
  note: string;
}

const OPTIONS = ORDER_STOP_REASONS.map((code) => ({ value: code, label: ORDER_STOP_REASON_LABELS[code] }));

/**
 * Why staff reject or cancel an order (README "Reports"): a reason from the list and a short note,
 * both optional. The customer's notice names the reason; the note stays with staff.
 */
export function StopReasonFields({ value, onChange }: { value: StopReasonValue; onChange: (value: StopReasonValue) => void }) {
  const helperId = useId();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '3' })}>
      <SimpleSelect
        label="Reason (optional)"
        placeholder="Choose a reason"
        options={OPTIONS}
        value={value.reason}
        onValueChange={(reason) => onChange({ ...value, reason: reason as OrderStopReason })}
        inDialog
      />
      <Field.Root>
        <Field.Label>Note for staff (optional)</Field.Label>
        <Field.Textarea aria-describedby={helperId} value={value.note} onChange={(event) => onChange({ ...value, note: event.target.value })} rows={2} maxLength={ORDER_STOP_NOTE_MAX_CHARS} />
        <Field.HelperText id={helperId}>Up to {ORDER_STOP_NOTE_MAX_CHARS} characters. The customer sees the reason, not the note.</Field.HelperText>
      </Field.Root>
    </div>
  );
}
