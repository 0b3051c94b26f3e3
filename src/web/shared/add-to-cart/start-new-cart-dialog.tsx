import { useId } from 'react';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';

interface StartNewCartDialogProps {
  open: boolean;
  /** Where the open cart is, when known. */
  cartStoreName: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  finalFocusEl: () => HTMLElement | null;
}

export const startNewCartText = (storeName: string | undefined) =>
  `You have an open cart at ${storeName ?? 'another store'}. Starting a new cart here abandons it and the items in it.`;

/**
 * Check 16 of part 1 §4: adding here abandons the open cart at another store. An alert dialog that
 * starts on Keep My Cart, so a hurried Enter abandons nothing.
 */
export function StartNewCartDialog({ open, cartStoreName, onConfirm, onCancel, finalFocusEl }: StartNewCartDialogProps) {
  const keepId = useId();
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      role="alertdialog"
      size="sm"
      title="Start a new cart?"
      description={startNewCartText(cartStoreName)}
      initialFocusEl={() => document.getElementById(keepId)}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button id={keepId} variant="outline" onClick={onCancel}>
            Keep My Cart
          </Button>
          <Button onClick={onConfirm}>Start New Cart</Button>
        </>
      }
    />
  );
}
