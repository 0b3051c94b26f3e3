import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

/** The × of a dialog or a drawer: Ark's close trigger on a 44 px icon button. */
export function DialogCloseButton({ label = 'Close', className }: { label?: string; className?: string }) {
  return (
    <ArkDialog.CloseTrigger asChild className={className}>
      <IconButton aria-label={label}>
        <CloseIcon />
      </IconButton>
    </ArkDialog.CloseTrigger>
  );
}
