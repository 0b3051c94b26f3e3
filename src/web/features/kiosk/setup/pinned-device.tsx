import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { USAGE_LABEL } from '@/domain/usage-type';
import { ApiRequestError } from '@/web/data/api-errors';
import { signOut } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { Notice } from '@/web/ui/notice';
import { countWaitingCheckIns, useWaitingCheckIns } from '../api/send-check-in';
import { unpinKiosk } from '../api/pin-kiosk';
import { KIOSK_HOME } from '@/web/state/pinned-device';
import { forgetKioskPin, kioskPinState } from '../kiosk-pin';
import { actions } from './setup-layout';
import { SETUP_TEXT } from './setup-text';

const formatWhen = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A pinned device seen by a signed-in staff user: which store it serves, Unpin This Device
 * (the kiosk token stops working; the device forgets it; the staff user is signed out) or back to
 * the kiosk (signed out too: no account stays signed in on a kiosk).
 */
export function PinnedDevice() {
  const navigate = useNavigate();
  const { pin } = useSnapshot(kioskPinState);
  const waiting = useWaitingCheckIns();
  // Staff should know what unpinning drops. Only counted here: a replay answered 401 would sign them out.
  useEffect(() => void countWaitingCheckIns(), []);

  const unpin = useMutation({
    mutationFn: () => unpinKiosk(pin!.kiosk_token),
    onSuccess: () => leave('/'),
    onError: (error) => {
      // 404: the server no longer knows this kiosk; the device forgets it all the same.
      if (error instanceof ApiRequestError && error.status === 404) leave('/');
    },
  });

  function leave(to: string) {
    if (to !== KIOSK_HOME) forgetKioskPin();
    signOut();
    void navigate({ href: to, replace: true });
  }

  if (!pin) return null;
  const failure = unpin.error instanceof ApiRequestError && unpin.error.status !== 404 ? unpin.error.message : undefined;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="kiosk-pinned">
      <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })} data-testid="kiosk-pinned-store">
        {SETUP_TEXT.pinnedTo(pin.kiosk.store_name)}
      </p>
      <p className={css({ color: 'muted' })}>
        {pin.kiosk.usage_types.map((usage) => USAGE_LABEL[usage]).join(', ')} · {SETUP_TEXT.pinnedBy(pin.kiosk.pinned_by, formatWhen(pin.kiosk.pinned_at))}
      </p>
      {waiting > 0 && <Notice tone="warning">{SETUP_TEXT.unsentCheckIns(waiting)}</Notice>}
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className={actions}>
        <Button variant="danger" size="lg" fullWidth loading={unpin.isPending} loadingText="Unpinning" onClick={() => unpin.mutate()} data-testid="kiosk-unpin">
          {SETUP_TEXT.unpin}
        </Button>
        <Button variant="outline" size="lg" fullWidth onClick={() => leave(KIOSK_HOME)} data-testid="kiosk-back">
          {SETUP_TEXT.backToKiosk}
        </Button>
      </div>
    </div>
  );
}
