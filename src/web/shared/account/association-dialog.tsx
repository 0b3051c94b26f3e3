import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { USER_MESSAGES, type StoreAssociation } from '@/api/user';
import { MED_CARD_MIN_CHARS } from '@/domain/constants';
import type { UsageType } from '@/domain/usage-type';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { TextField } from '@/web/ui/field';
import { useAssociateStore } from './associate-store';
import { hasStatus } from './request-errors';
import { Notice } from '@/web/ui/notice';

export interface AssociationDialogProps {
  open: boolean;
  onClose: () => void;
  storeId: number;
  storeName: string;
  associationType: UsageType;
  /**
   * Runs once the dialog has gone. A dialog it opens (Added to Cart) would otherwise join Zag's layer
   * stack above this one, count as nested in it, and be dismissed when this one closes.
   */
  onAssociated?: (association: StoreAssociation) => void;
}

/** What a failed association says (part 2 §8 "Medical cards and associations"). */
export function associationErrorMessage(error: unknown): string {
  return hasStatus(error, 403) ? USER_MESSAGES.associationDenied : USER_MESSAGES.associationFailed;
}

/**
 * The create_association dialog (part 2 §2 dialogs, §5): the medical card number, Confirm once it
 * has at least MED_CARD_MIN_CHARS characters, then users/op/associate-store for the store.
 */
export function AssociationDialog({ open, onClose, storeId, storeName, associationType, onAssociated }: AssociationDialogProps) {
  const [cardNumber, setCardNumber] = useState('');
  const associate = useAssociateStore();
  const associated = useRef<StoreAssociation | null>(null);
  const ready = cardNumber.trim().length >= MED_CARD_MIN_CHARS;
  const formId = 'create-association-form';

  function close() {
    if (associate.isPending) return;
    associate.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    associate.mutate(
      { store_id: storeId, association_type: associationType, mmj_card_num: cardNumber.trim() },
      {
        onSuccess: (association) => {
          associated.current = association;
          onClose();
        },
      },
    );
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && close()}
      onExitComplete={() => {
        const association = associated.current;
        associated.current = null;
        if (association) onAssociated?.(association);
      }}
      size="sm"
      title="Confirm Medical Card"
      description={`Enter your medical card number to shop the medical menu at ${storeName}.`}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={associate.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!ready} loading={associate.isPending} loadingText="Confirming">
            Confirm
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {associate.isError && <Notice tone="error">{associationErrorMessage(associate.error)}</Notice>}
        <TextField
          label="Medical card number"
          name="mmj_card_num"
          autoComplete="off"
          spellCheck={false}
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
          helperText={`At least ${MED_CARD_MIN_CHARS} characters.`}
        />
      </form>
    </DialogShell>
  );
}
