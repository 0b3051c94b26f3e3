import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { kioskButton } from '../screen/kiosk-styles';

export const IDLE_TEXT = {
  title: 'Are you still there?',
  stillHere: "I'm still here",
  startingOver: (seconds: number) => `Starting over in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
} as const;

/**
 * The idle countdown (DECISIONS.md "Modes of the one installable app"): a live count and one large
 * button; Escape counts as still here.
 */
export function IdleDialog({ secondsLeft, onStillHere }: { secondsLeft: number | undefined; onStillHere: () => void }) {
  return (
    <DialogShell
      open={secondsLeft !== undefined}
      onOpenChange={(details) => {
        if (!details.open) onStillHere();
      }}
      role="alertdialog"
      closeOnInteractOutside={false}
      hideCloseButton
      size="md"
      title={IDLE_TEXT.title}
      footer={
        <Button className={kioskButton} fullWidth onClick={onStillHere} data-testid="kiosk-still-here">
          {IDLE_TEXT.stillHere}
        </Button>
      }
    >
      <p className={css({ fontSize: '2xl' })} aria-live="polite" data-testid="kiosk-idle-countdown">
        {IDLE_TEXT.startingOver(secondsLeft ?? 0)}
      </p>
    </DialogShell>
  );
}
