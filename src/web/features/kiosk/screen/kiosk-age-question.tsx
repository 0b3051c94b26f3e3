import { useState } from 'react';
import { css } from 'styled-system/css';
import { AGE_THRESHOLD } from '@/domain/constants';
import { Button } from '@/web/ui/button';
import { Checkbox } from '@/web/ui/checkbox';
import { KioskPanel } from './kiosk-panel';
import { kioskButton, kioskText } from './kiosk-styles';

export const KIOSK_AGE_TEXT = {
  title: `Are you at least ${AGE_THRESHOLD}?`,
  description: 'You must be of legal age or a qualified patient to check in.',
  confirm: `Yes, I am at least ${AGE_THRESHOLD} years of age or am otherwise a qualified patient.`,
  continue: 'Continue',
} as const;

const tickBox = css({
  width: 'full',
  p: '5',
  minH: '14',
  fontSize: { base: 'lg', sm: 'xl' },
  border: '2px solid',
  borderColor: 'line',
  borderRadius: 'card',
  '&:has(input:checked)': { borderColor: 'brand', bg: 'brand.soft' },
  '& input': { width: '8!', height: '8!' },
});

/**
 * The kiosk's start screen: the age gate's question (part 1 §2 wording), asked again every session
 * (README "Kiosks hold a device token, not an account": "The age question is asked each session"). The
 * answer lives in this session only, never in the age cookie, so the next customer is asked too.
 */
export function KioskAgeQuestion({ onConfirm, onTouched }: { onConfirm: () => void; onTouched: () => void }) {
  const [ticked, setTicked] = useState(false);
  return (
    <KioskPanel title={KIOSK_AGE_TEXT.title} testId="kiosk-age-question">
      <p className={kioskText}>{KIOSK_AGE_TEXT.description}</p>
      <Checkbox
        className={tickBox}
        checked={ticked}
        onCheckedChange={(details) => {
          setTicked(details.checked);
          onTouched();
        }}
      >
        {KIOSK_AGE_TEXT.confirm}
      </Checkbox>
      <Button className={kioskButton} fullWidth disabled={!ticked} onClick={onConfirm} data-testid="kiosk-age-continue">
        {KIOSK_AGE_TEXT.continue}
      </Button>
    </KioskPanel>
  );
}
