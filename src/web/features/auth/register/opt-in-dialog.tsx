import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';

export const AGREEMENT_REQUIRED = 'To order online, you must check this box.';

export interface OptInDialogProps {
  open: boolean;
  /** 'I Want to Place Orders': back to the form, which asks for the checkbox. */
  onWantToOrder: () => void;
  /** "I'm Just Browsing the Menu": registration goes on without order notices. */
  onJustBrowsing: () => void;
  /** Where focus goes when the dialog closes (the checkbox, or the next step's heading). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * 'Opt-in To Order' (part 2 §5): shown on Next when the transaction agreement is unchecked. Closing
 * it any other way counts as wanting to order, so nobody skips the choice by accident.
 */
export function OptInDialog({ open, onWantToOrder, onJustBrowsing, finalFocusEl }: OptInDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onWantToOrder())}
      role="alertdialog"
      finalFocusEl={finalFocusEl}
      size="sm"
      title="Opt-in To Order"
      description="To place orders online, we need your permission to send you messages about them: confirmations and pickup or delivery updates. Without it you can still browse the menu."
      footer={
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', width: 'full' })}>
          <Button fullWidth onClick={onWantToOrder}>
            I Want to Place Orders
          </Button>
          <Button fullWidth variant="outline" onClick={onJustBrowsing}>
            I'm Just Browsing the Menu
          </Button>
        </div>
      }
    />
  );
}
