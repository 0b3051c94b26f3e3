import { useState } from 'react';
import type { TerminalSettings } from '@/api/staff';
import type { KioskCredentials } from '../kiosk-pin';
import { IdleDialog } from '../idle/idle-dialog';
import { useIdleReset } from '../idle/use-idle-reset';
import { CheckInForm } from './check-in-form';
import { CheckInResult, type CheckInResultValue } from './check-in-result';
import { KioskAgeQuestion } from './kiosk-age-question';

/**
 * One customer's turn at the kiosk: the age question, then check-in, then its outcome. Everything
 * typed or answered lives in this component, so the kiosk starts over by remounting it (`onReset`
 * gives it a new key). Idle for kiosk_idle_seconds once begun, a countdown of
 * kiosk_reset_countdown_seconds asks 'Are you still there?' before the reset (issue 7).
 */
export function KioskSession({ pin, settings, onReset }: { pin: KioskCredentials; settings: TerminalSettings; onReset: () => void }) {
  const [begun, setBegun] = useState(false);
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
      ) : (
        <CheckInForm pin={pin} onResult={setResult} onStartOver={onReset} />
      )}
      <IdleDialog secondsLeft={idle.secondsLeft} onStillHere={idle.stillHere} />
    </>
  );
}
