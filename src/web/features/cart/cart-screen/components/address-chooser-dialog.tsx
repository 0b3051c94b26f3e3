import { useState } from 'react';
import { css } from 'styled-system/css';
import type { GeocodeMatch } from '@/api/cart';
import { addressLines } from '@/web/shared/address/address-lines';
import { ChoiceRadio, fieldsetReset } from '@/web/ui/choice-radio';
import { Button } from '@/web/ui/button';
import { DialogShell } from '@/web/ui/dialog';
import { ADDRESS_MESSAGES } from '../hooks/use-attach-address';

export interface AddressChooserDialogProps {
  matches: GeocodeMatch[] | undefined;
  onChoose: (match: GeocodeMatch) => void;
  /** Enter another address: the dialog closes and the form keeps what was typed. */
  onClose: () => void;
}

const srOnlyLegend = css({ srOnly: true });

/**
 * The address chooser (part 2 §2 dialogs; §8 'The address you entered is not valid. Choose from the
 * list or enter another address.'): the geocoder's matches as radios, the first preselected.
 */
export function AddressChooserDialog({ matches, onChoose, onClose }: AddressChooserDialogProps) {
  const [chosen, setChosen] = useState(0);
  const open = matches !== undefined;
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      onExitComplete={() => setChosen(0)}
      title="Choose your address"
      description={ADDRESS_MESSAGES.chooseMatch}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Enter Another Address
          </Button>
          <Button onClick={() => matches?.[chosen] && onChoose(matches[chosen])}>Use This Address</Button>
        </>
      }
    >
      <fieldset className={fieldsetReset}>
        <legend className={srOnlyLegend}>Addresses found</legend>
        {matches?.map((match, index) => {
          const [street, place] = addressLines(match);
          return (
            <ChoiceRadio
              key={`${street}-${match.zip}-${index}`}
              name="address-match"
              value={String(index)}
              checked={chosen === index}
              onSelect={() => setChosen(index)}
              label={street}
              description={place}
            />
          );
        })}
      </fieldset>
    </DialogShell>
  );
}
