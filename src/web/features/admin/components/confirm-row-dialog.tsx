import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { ConfirmDialog } from '@/web/ui/confirm-dialog';

export interface ConfirmRowDialogProps<Row extends { id: number }> {
  /** The row being asked about; the dialog is open while there is one. */
  row: Row | undefined;
  /** The write the question confirms, called with the row's id. */
  action: UseMutationResult<unknown, Error, number>;
  /** Clears `row`: on Cancel, and once the write has succeeded. */
  onClose: () => void;
  title: string;
  confirmLabel: string;
  busyLabel: string;
  /**
   * Where focus goes once closed, given the row last asked about (by then `row` is cleared). By
   * default it returns to the button that opened the dialog.
   */
  focusAfter?: (row: Row) => HTMLElement | null;
  children: ReactNode;
}

/** A console row's irreversible action (revoke, unpin, disable) asked first; a failure shows in the dialog. */
export function ConfirmRowDialog<Row extends { id: number }>({ row, action, onClose, focusAfter, ...dialog }: ConfirmRowDialogProps<Row>) {
  const lastAsked = useRef<Row>(undefined);
  useEffect(() => {
    if (row) lastAsked.current = row;
  }, [row]);
  return (
    <ConfirmDialog
      {...dialog}
      open={row !== undefined}
      busy={action.isPending}
      error={action.error?.message}
      onCancel={() => {
        action.reset();
        onClose();
      }}
      onConfirm={() => row && action.mutate(row.id, { onSuccess: () => onClose() })}
      finalFocusEl={focusAfter && (() => (lastAsked.current ? focusAfter(lastAsked.current) : null))}
    />
  );
}
