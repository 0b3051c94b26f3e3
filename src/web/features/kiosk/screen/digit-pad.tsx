import type { PointerEvent } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';

const pad = css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3' });
const key = css({ minH: '16!', fontSize: '3xl!', borderRadius: 'md!' });

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * An on-screen number pad for touch kiosks (the field's own keyboard works too). Keys do not take
 * focus from the field, so a hardware keyboard keeps typing where it was.
 */
export function DigitPad({ onDigit, onDelete, onClear, disabled }: { onDigit: (digit: string) => void; onDelete: () => void; onClear: () => void; disabled?: boolean }) {
  const keep = (event: PointerEvent) => event.preventDefault();
  return (
    <div className={pad} role="group" aria-label="Number pad">
      {KEYS.map((digit) => (
        <Button key={digit} variant="outline" className={key} onPointerDown={keep} onClick={() => onDigit(digit)} disabled={disabled}>
          {digit}
        </Button>
      ))}
      <Button variant="ghost" className={key} onPointerDown={keep} onClick={onClear} disabled={disabled}>
        Clear
      </Button>
      <Button variant="outline" className={key} onPointerDown={keep} onClick={() => onDigit('0')} disabled={disabled}>
        0
      </Button>
      <Button variant="ghost" className={key} onPointerDown={keep} onClick={onDelete} disabled={disabled} aria-label="Delete last digit">
        ⌫
      </Button>
    </div>
  );
}
