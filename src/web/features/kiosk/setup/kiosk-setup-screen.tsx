import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useMe } from '@/web/data/user-queries';
import { signOut } from '@/web/state/session';
import { Button } from '@/web/ui/button';
import { Notice } from '@/web/ui/notice';
import { Skeleton } from '@/web/ui/skeleton';
import { KIOSK_HOME } from '@/web/state/pinned-device';
import { kioskPinState } from '../kiosk-pin';
import { PinForm } from './pin-form';
import { PinnedDevice } from './pinned-device';
import { actions, SetupLayout } from './setup-layout';
import { SETUP_TEXT } from './setup-text';

/**
 * /kiosk/setup (DECISIONS.md "Modes of the one installable app"): a signed-in portal user
 * pins this device to one of their stores, or unpins it. Anyone else is told only staff can.
 */
export function KioskSetupScreen() {
  const me = useMe();
  const { pin } = useSnapshot(kioskPinState);
  return (
    <SetupLayout intro={pin ? undefined : SETUP_TEXT.intro}>
      {me.isPending ? (
        <Skeleton height="8rem" />
      ) : !me.data ? (
        <Notice tone="error">{me.error?.message ?? SETUP_TEXT.loadFailed}</Notice>
      ) : !me.data.is_portal_user ? (
        <NotStaff pinned={Boolean(pin)} />
      ) : pin ? (
        <PinnedDevice />
      ) : (
        <PinForm />
      )}
    </SetupLayout>
  );
}

function NotStaff({ pinned }: { pinned: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <Notice tone="error">
        <span data-testid="kiosk-staff-only">{SETUP_TEXT.staffOnly}</span>
      </Notice>
      <div className={actions}>
        <Button
          variant="outline"
          size="lg"
          fullWidth
          onClick={() => {
            signOut();
            void navigate({ href: pinned ? KIOSK_HOME : '/', replace: true });
          }}
        >
          {SETUP_TEXT.logout}
        </Button>
      </div>
    </>
  );
}
