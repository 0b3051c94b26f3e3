import { Portal } from '@ark-ui/react/portal';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { Dialog } from '@/web/ui/dialog';

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
 * it any other way counts as wanting to order, so nobody skips the choice by accident. Built from the
 * dialog parts rather than DialogShell so the explanation reads at full width in the body (the
 * header leaves room for the close button) and focus starts on the first choice, not on Close.
 */
export function OptInDialog({ open, onWantToOrder, onJustBrowsing, finalFocusEl }: OptInDialogProps) {
  // By id: the shared Button takes no ref.
  const firstChoiceId = useId();
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      size="sm"
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onWantToOrder())}
      role="alertdialog"
      initialFocusEl={() => document.getElementById(firstChoiceId)}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Opt-in To Order</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {/* The inner paragraph sets body text over the description slot's small muted look. */}
              <Dialog.Description asChild>
                <div>
                  <p className={css({ color: 'ink', fontSize: 'md', lineHeight: 'relaxed' })}>
                    To place orders online, we need your permission to send you messages about them: confirmations and pickup or delivery updates. Without
                    it you can still browse the menu.
                  </p>
                </div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', width: 'full' })}>
                <Button id={firstChoiceId} fullWidth onClick={onWantToOrder}>
                  I Want to Place Orders
                </Button>
                <Button fullWidth variant="outline" onClick={onJustBrowsing}>
                  I'm Just Browsing the Menu
                </Button>
              </div>
            </Dialog.Footer>
            <Dialog.CloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
