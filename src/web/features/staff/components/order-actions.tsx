import { useState } from 'react';
import { css } from 'styled-system/css';
import type { OrderStatus } from '@/domain/order-status';
import { cleanStopNote, orderStopProblem } from '@/domain/order-stop-reasons';
import { Button } from '@/web/ui/button';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { staffActions, STAFF_ACTION_LABELS, type StaffAction } from '../transition-labels';
import { StopReasonFields, type StopReasonValue } from './stop-reason-fields';

const CONFIRMS: Partial<Record<OrderStatus, { title: (number: string) => string; body: string; confirmLabel: string; busyLabel: string }>> = {
  rejected: {
    title: (number) => `Reject order ${number}?`,
    body: "The customer is told the store rejected it. This can't be undone.",
    confirmLabel: `Yes, ${STAFF_ACTION_LABELS.reject}`,
    busyLabel: 'Rejecting',
  },
  cancelled: {
    title: (number) => `Cancel order ${number}?`,
    body: "The customer is told the order was cancelled. This can't be undone.",
    confirmLabel: `Yes, ${STAFF_ACTION_LABELS.cancel}`,
    busyLabel: 'Cancelling',
  },
};

export interface OrderActionsProps {
  order: { id: number; status: OrderStatus; allowed_transitions: readonly OrderStatus[] };
  storeId: number;
}

/**
 * The moves staff may make on an order now, as buttons (part 2 §6; labels in transition-labels.ts).
 * Only what the server lists in allowed_transitions shows. Reject and Cancel Order ask first (the
 * confirm dialog starts on its Cancel button) and may say why: a reason and a short note (README
 * "Reports"), both optional. While one move is under way the others wait.
 */
const NO_REASON: StopReasonValue = { reason: undefined, note: '' };

export function OrderActions({ order, storeId }: OrderActionsProps) {
  const update = useUpdateOrderStatus(storeId);
  const [asking, setAsking] = useState<StaffAction | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [why, setWhy] = useState<StopReasonValue>(NO_REASON);
  const [whyError, setWhyError] = useState<string | undefined>();
  const actions = staffActions(order.status, order.allowed_transitions);
  if (actions.length === 0) return null;

  const number = `#${order.id}`;
  const run = (action: StaffAction, stop?: StopReasonValue) =>
    update.mutate({ cartId: order.id, from: order.status, to: action.to, reason: stop?.reason, reasonNote: cleanStopNote(stop?.note) ?? undefined }, { onSettled: () => setDialogOpen(false) });
  const confirmStop = (action: StaffAction) => {
    const problem = orderStopProblem(action.to, why.reason, why.note);
    if (problem) setWhyError(problem.message);
    else run(action, why);
  };
  const confirm = asking && CONFIRMS[asking.to];
  return (
    <div role="group" aria-label={`Actions for order ${number}`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {actions.map((action) => (
        <Button
          key={action.to}
          size="sm"
          variant={action.confirm ? 'outline' : 'solid'}
          loading={!action.confirm && update.isPending && update.variables?.to === action.to}
          disabled={update.isPending}
          onClick={() => {
            if (action.confirm) {
              setAsking(action);
              setWhy(NO_REASON);
              setWhyError(undefined);
              setDialogOpen(true);
            } else run(action);
          }}
        >
          {action.label}
        </Button>
      ))}
      {confirm && asking && (
        <ConfirmDialog
          open={dialogOpen}
          title={confirm.title(number)}
          confirmLabel={confirm.confirmLabel}
          busyLabel={confirm.busyLabel}
          busy={update.isPending}
          error={whyError}
          onConfirm={() => confirmStop(asking)}
          onCancel={() => setDialogOpen(false)}
        >
          <p>{confirm.body}</p>
          <StopReasonFields
            value={why}
            onChange={(value) => {
              setWhy(value);
              setWhyError(undefined);
            }}
          />
        </ConfirmDialog>
      )}
    </div>
  );
}
