import { useState } from 'react';
import type { TerminalSettings } from '@/api/staff';
import { IdleDialog } from '../idle/idle-dialog';
import { useIdleReset } from '../idle/use-idle-reset';
import { KioskOrderFlow, type KioskOrderPin } from '../order/kiosk-order-flow';
import { StartOrderChoice } from '../order/start-order-choice';
import { CheckInForm } from './check-in-form';
import { CheckInResult, type CheckInResultValue } from './check-in-result';
import { KioskAgeQuestion } from './kiosk-age-question';

/**
 * One customer's turn at the kiosk: the age question, then check-in and its outcome, or a new order
 * built at the kiosk (order/). Everything typed, answered or put in the kiosk cart lives in this
 * component, so the kiosk starts over by remounting it (`onReset` gives it a new key). Idle for
 * kiosk_idle_seconds once begun, a countdown of kiosk_reset_countdown_seconds asks 'Are you still
 * there?' before the reset (DECISIONS.md "Modes of the one installable app").
 */
export function KioskSession({ pin, settings, onReset }: { pin: KioskOrderPin; settings: TerminalSettings; onReset: () => void }) {
  const [begun, setBegun] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [result, setResult] = useState<CheckInResultValue | undefined>(undefined);
  const idle = useIdleReset({
    active: begun || ageConfirmed,
    idleSeconds: settings.kiosk_idle_seconds,
    countdownSeconds: settings.kiosk_reset_countdown_seconds,
    onReset,
  });

  return (
    <>
      {!ageConfirmed ? (
        <KioskAgeQuestion onTouched={() => setBegun(true)} onConfirm={() => setAgeConfirmed(true)} />
      ) : result ? (
        <CheckInResult result={result} onDone={onReset} />
      ) : ordering ? (
        <KioskOrderFlow pin={pin} onStartOver={onReset} />
      ) : (
        <>
          <CheckInForm pin={pin} onResult={setResult} onStartOver={onReset} />
          {pin.kiosk.usage_types.length > 0 && <StartOrderChoice onStart={() => setOrdering(true)} />}
        </>
      )}
      <IdleDialog secondsLeft={idle.secondsLeft} onStillHere={idle.stillHere} />
    </>
  );
}
