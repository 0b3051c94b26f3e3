import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Cart } from '@/api/cart';
import { useCartWrite } from '@/web/shared/cart/cart-write';
import { cartKeys } from '@/web/data/query-keys';
import { sessionState } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { orderNumber } from '@/web/shared/orders/order-format';

export const ORDER_CANCELLED_TOAST = 'Your order has been cancelled.';

/**
 * Cancel Order with a confirmation (part 2 §2 "cancel order" dialog, §4 cancel rule; shown only where
 * canCancelOrder). The server answers the cancelled order, which replaces the one shown; if it
 * refuses (the store moved the order on meanwhile), its message is toasted and the order re-read.
 */
export function CancelOrder({ order }: { order: Cart }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { userId } = useSnapshot(sessionState);
  const cancel = useCartWrite<{ cart_id: number; store_id: number }>('cancelOrder', { successToast: ORDER_CANCELLED_TOAST });
  const confirm = () =>
    cancel.mutate(
      { cart_id: order.id, store_id: order.store_id },
      {
        onSuccess: () => setOpen(false),
        onError: () => {
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: cartKeys.order(userId, order.id) });
        },
      },
    );
  return (
    <>
      {/* A quiet link-styled action: the confirmation and the timeline lead the page, not cancelling. */}
      <Button variant="link" onClick={() => setOpen(true)}>
        Cancel Order
      </Button>
      <DialogShell
        open={open}
        onOpenChange={(details) => !cancel.isPending && setOpen(details.open)}
        role="alertdialog"
        size="sm"
        title={`Cancel order ${orderNumber(order.id)}?`}
        description="The store will not prepare it. This can't be undone."
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep Order
            </Button>
            <Button variant="danger" onClick={confirm} loading={cancel.isPending} loadingText="Cancelling">
              Yes, Cancel Order
            </Button>
          </>
        }
      />
    </>
  );
}
