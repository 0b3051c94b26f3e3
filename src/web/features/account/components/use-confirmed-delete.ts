import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { showToast } from '@/web/state/toasts';
import { errorMessage } from '@/web/shared/account/request-errors';
import type { ConfirmDialogProps } from '@/web/ui/confirm-dialog';

/**
 * Delete after a confirmation (the delete address and delete medical card dialogs, part 2 §2): the
 * row's Delete asks, the dialog confirms, a success toasts. After a delete the row's Delete button is
 * gone, so focus moves to `afterDelete` (the list's Add link); a cancel returns it to the button.
 */
export function useConfirmedDelete<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  messages: { failed: string; deleted: string },
  afterDelete: { current: HTMLElement | null },
) {
  const [deleting, setDeleting] = useState<T | undefined>();
  const justDeleted = useRef(false);
  const dialog: Pick<ConfirmDialogProps, 'open' | 'busy' | 'error' | 'finalFocusEl' | 'onCancel' | 'onConfirm'> = {
    open: deleting !== undefined,
    busy: remove.isPending,
    error: remove.isError ? errorMessage(remove.error, messages.failed) : undefined,
    finalFocusEl: () => (justDeleted.current ? afterDelete.current : null),
    onCancel: () => {
      justDeleted.current = false;
      setDeleting(undefined);
      remove.reset();
    },
    onConfirm: () => {
      if (!deleting) return;
      remove.mutate(deleting.id, {
        onSuccess: () => {
          justDeleted.current = true;
          setDeleting(undefined);
          showToast('success', messages.deleted);
        },
      });
    },
  };
  return { deleting, ask: setDeleting, dialog };
}
