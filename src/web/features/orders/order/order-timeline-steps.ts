import type { Cart } from '@/api/cart';
import { customerStatusLabel, statusTone, type OrderStatus, type StatusTone } from '@/domain/order-status';
import { labelContext } from '@/web/shared/orders/order-format';

/** done: passed; current: where the order is now; upcoming: still ahead. */
export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  key: 'placed' | 'accepted' | 'ready' | 'out_for_delivery' | 'finished' | 'stopped';
  label: string;
  state: StepState;
  /** The colour and icon of the current step (part 2 §4 indicator colours); undefined for the others. */
  tone?: StatusTone;
}

type OrderFacts = Pick<Cart, 'status' | 'order_type' | 'checkin'>;

/**
 * The road an order takes (part 2 §4 statuses and labels, §6 staff transitions), each step with the
 * statuses that stand on it. Pickup: placed (requested, or awaiting_checkin until the shopper checks
 * in), accepted or checked in (submitted), 'Ready for Pickup' (fulfilled), 'Picked Up' (finished).
 * Delivery: placed, 'Scheduled' (submitted and fulfilled, which the spec labels alike), 'Out for
 * Delivery' (picked_up), 'Delivered' (finished). Steps past the first take the spec's customer labels.
 */
function road(order: OrderFacts): Array<{ key: TimelineStep['key']; label: string; statuses: readonly OrderStatus[] }> {
  const context = labelContext(order);
  const label = (status: OrderStatus) => customerStatusLabel(status, context);
  const placed = { key: 'placed' as const, label: 'Placed', statuses: ['pending', 'requested', 'awaiting_checkin'] as const };
  const finished = { key: 'finished' as const, label: label('finished'), statuses: ['finished'] as const };
  if (order.order_type === 'delivery') {
    return [
      placed,
      { key: 'accepted', label: label('submitted'), statuses: ['submitted', 'fulfilled'] },
      { key: 'out_for_delivery', label: label('picked_up'), statuses: ['picked_up'] },
      finished,
    ];
  }
  return [
    placed,
    { key: 'accepted', label: order.checkin ? 'Checked In' : 'Accepted', statuses: ['submitted'] },
    { key: 'ready', label: label('fulfilled'), statuses: ['fulfilled'] },
    finished,
  ];
}

/**
 * The steps of the order page's timeline with the current one marked. A cancelled or rejected order
 * stops after 'Placed' (the order carries no history of how far it had come): its last step names
 * the stop with the spec's label and the stopped colour.
 */
export function timelineSteps(order: OrderFacts): TimelineStep[] {
  const context = labelContext(order);
  const steps = road(order);
  if (order.status === 'cancelled' || order.status === 'rejected') {
    return [
      { key: 'placed', label: steps[0]!.label, state: 'done' },
      { key: 'stopped', label: customerStatusLabel(order.status, context), state: 'current', tone: statusTone(order.status, context) },
    ];
  }
  const at = Math.max(0, steps.findIndex((step) => step.statuses.includes(order.status)));
  return steps.map((step, index) => {
    if (index < at) return { key: step.key, label: step.label, state: 'done' };
    if (index > at) return { key: step.key, label: step.label, state: 'upcoming' };
    return { key: step.key, label: step.label, state: 'current', tone: statusTone(order.status, context) };
  });
}
