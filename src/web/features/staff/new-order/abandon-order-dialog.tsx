import { useState } from 'react';
import type { Cart } from '@/api/cart';
import { GENERIC_ERROR } from '@/web/data/api-errors';
import { showToast } from '@/web/state/toasts';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';
import { useStaffCartWrite } from '../api/staff-order-writes';
import { NEW_ORDER_LABELS, NEW_ORDER_MESSAGES } from './new-order-labels';

interface AbandonOrderDialogProps {
  open: boolean;
  cart: Pick<Cart, 'id' | 'store_id'>;
  customerName: string;
  onClose: () => void;
  onAbandoned?: () => void;
  finalFocusEl?: () => HTMLElement | null;
}

/** 'Abandon Order' (part 2 §2 dialogs, §4): the started order is cancelled by the admin path (staff/op/abandon-order). */
export function AbandonOrderDialog({ open, cart, customerName, onClose, onAbandoned, finalFocusEl }: AbandonOrderDialogProps) {
  const abandon = useStaffCartWrite('staffAbandonOrder', cart.store_id, { hideErrorToast: true });
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <ConfirmDialog
      open={open}
      title={NEW_ORDER_LABELS.abandonOrder}
      confirmLabel={NEW_ORDER_LABELS.abandonOrder}
      busy={abandon.isPending}
      busyLabel="Abandoning"
      error={error}
      finalFocusEl={finalFocusEl}
      onCancel={() => (setError(undefined), onClose())}
      onConfirm={() =>
        abandon.mutate(
          { store_id: cart.store_id, cart_id: cart.id },
          {
            onSuccess: () => {
              showToast('success', NEW_ORDER_MESSAGES.abandoned);
              onClose();
              onAbandoned?.();
            },
            onError: (failure) => setError(failure.message || GENERIC_ERROR),
          },
        )
      }
    >
      <p>{NEW_ORDER_MESSAGES.abandonBody(customerName)}</p>
    </ConfirmDialog>
  );
}
