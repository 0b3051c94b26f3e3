import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '@/web/features/auth/require-login';
import { KioskSetupScreen } from '@/web/features/kiosk/setup/kiosk-setup-screen';

/** /kiosk/setup: staff pin this device as a kiosk, or unpin it; needs login. */
export const Route = createFileRoute('/kiosk/setup')({
  beforeLoad: ({ location }) => requireLogin(location),
  component: KioskSetupScreen,
});
