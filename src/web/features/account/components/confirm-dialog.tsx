import type { ReactNode } from 'react';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { Notice } from './notice';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  error?: string;
}

/**
 * A yes/no question before something that cannot be undone (the delete address and delete medical
 * card dialogs of part 2 §2). An alert dialog: Cancel and Escape leave everything as it was.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, busy, error }: ConfirmDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && !busy && onCancel()}
      role="alertdialog"
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} loadingText="Deleting">
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Notice tone="error">{error}</Notice>}
    </DialogShell>
  );
}
