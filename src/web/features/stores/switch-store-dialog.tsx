import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';

export interface SwitchStoreDialogProps {
  /** The store the shopper is about to switch to; the dialog is open while set. */
  storeName: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The switch store confirmation (part 1 §2 dialogs): asked before a different store replaces the
 * chosen one, because the menu and prices change with it. Cancel (or Esc) keeps the current store.
 */
export function SwitchStoreDialog({ storeName, onCancel, onConfirm }: SwitchStoreDialogProps) {
  return (
    <DialogShell
      open={storeName !== undefined}
      onOpenChange={(details) => (details.open ? undefined : onCancel())}
      role="alertdialog"
      size="sm"
      ids={{ content: 'switch_store_confirmation' }}
      title={`Switch to ${storeName}?`}
      description={`Your menu and prices will change to ${storeName}'s.`}
      footer={
        <div className={css({ display: 'flex', gap: '3', width: 'full', justifyContent: 'flex-end' })}>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Switch Store</Button>
        </div>
      }
    />
  );
}
