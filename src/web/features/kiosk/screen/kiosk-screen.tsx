import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css, cx } from 'styled-system/css';
import { KIOSK_MESSAGES } from '@/api/kiosk';
import { button } from '@/web/ui/button';
import { AppLink } from '@/web/ui/app-link';
import { startKioskOutbox } from '../api/send-check-in';
import { useVerifiedPin } from '../api/kiosk-me';
import { useTerminalSettings } from '@/web/shared/staff/get-terminal-settings';
import { KIOSK_SETUP } from '@/web/state/pinned-device';
import { kioskPinState } from '../kiosk-pin';
import { clearKioskSession } from '../kiosk-reset';
import { KioskFrame } from './kiosk-frame';
import { KioskSession } from './kiosk-session';
import { kioskButton, kioskPanel, kioskText, kioskTitle } from './kiosk-styles';
import { WaitingNotice } from './waiting-notice';

export const SET_UP_LINK = 'Set Up This Device';

/**
 * /kiosk (DECISIONS.md "Modes of the one installable app"): the pinned device's screen.
 * The pin is checked with the server at start (a 401 forgets it, offline keeps it); kept check-ins
 * are sent whenever the network is back; each session starts over after a check-in or when idle.
 */
export function KioskScreen() {
  const queryClient = useQueryClient();
  const { pin } = useSnapshot(kioskPinState);
  const settings = useTerminalSettings();
  const [session, setSession] = useState(0);
  useVerifiedPin(pin);

  const kioskId = pin?.kiosk.id;
  useEffect(() => {
    if (kioskId !== undefined) startKioskOutbox();
  }, [kioskId]);

  const startOver = useCallback(() => {
    clearKioskSession(queryClient);
    setSession((current) => current + 1);
  }, [queryClient]);

  if (!pin) return <NotPinned />;
  return (
    <KioskFrame storeName={pin.kiosk.store_name}>
      <WaitingNotice />
      <KioskSession key={session} pin={pin} settings={settings} onReset={startOver} />
    </KioskFrame>
  );
}

function NotPinned() {
  return (
    <KioskFrame>
      <section className={kioskPanel} data-testid="kiosk-not-pinned">
        <h1 className={kioskTitle}>Kiosk</h1>
        <p className={kioskText}>{KIOSK_MESSAGES.notPinned}</p>
        <AppLink to={KIOSK_SETUP} className={cx(button({ variant: 'outline' }), kioskButton, css({ alignSelf: 'flex-start' }))}>
          {SET_UP_LINK}
        </AppLink>
      </section>
    </KioskFrame>
  );
}
