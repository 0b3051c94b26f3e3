import { useId, type ReactNode } from 'react';
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
  /** What the confirm button says to screen readers while busy ('Deleting' unless told). */
  busyLabel?: string;
  error?: string;
  /**
   * Where focus goes when the dialog closes. By default it returns to the button that opened it;
   * after a delete that button is gone, so the list names a control that stays.
   */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A yes/no question before something that cannot be undone (the delete address and delete medical
 * card dialogs of part 2 §2). An alert dialog: focus starts on Cancel, so a hurried Enter deletes
 * nothing; Cancel and Escape leave everything as it was.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, busy, busyLabel = 'Deleting', error, finalFocusEl }: ConfirmDialogProps) {
  // By id: the shared Button takes no ref.
  const cancelId = useId();
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && !busy && onCancel()}
      role="alertdialog"
      size="sm"
      title={title}
      initialFocusEl={() => document.getElementById(cancelId)}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button id={cancelId} variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
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
