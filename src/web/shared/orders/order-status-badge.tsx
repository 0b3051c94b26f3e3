import { css, cva } from 'styled-system/css';
import { customerStatusLabel, statusTone, type LabelContext, type OrderStatus, type StatusTone } from '@/domain/order-status';
import { CheckCircleIcon, ClockIcon, CloseIcon } from '@/web/ui/icons';

const badge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '2.5',
    py: '1',
    borderRadius: 'pill',
    borderWidth: '1.5px',
    borderStyle: 'solid',
    fontSize: 'sm',
    fontWeight: 'bold',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
  },
  variants: {
    // Orange for pending-like, green for ready or done, red for cancelled or rejected (part 2 §4).
    tone: {
      pending: { color: 'warning', borderColor: 'warning', bg: 'rgba(138, 83, 0, 0.08)' },
      ready: { color: 'success', borderColor: 'success', bg: 'rgba(30, 107, 58, 0.08)' },
      stopped: { color: 'danger', borderColor: 'danger', bg: 'rgba(179, 38, 30, 0.07)' },
    },
  },
});

/** Each colour also has its own shape, so the status never rests on colour alone (the order timeline uses them too). */
export const TONE_ICONS: Record<StatusTone, typeof ClockIcon> = { pending: ClockIcon, ready: CheckCircleIcon, stopped: CloseIcon };

/** An order's customer status label with its colour and icon (part 2 §4). */
export function OrderStatusBadge({ status, context }: { status: OrderStatus; context: LabelContext }) {
  const tone = statusTone(status, context);
  const Icon = TONE_ICONS[tone];
  return (
    <span className={badge({ tone })} data-tone={tone}>
      <Icon aria-hidden className={css({ fontSize: 'md', flexShrink: 0 })} />
      {customerStatusLabel(status, context)}
    </span>
  );
}
