import { createFileRoute } from '@tanstack/react-router';
import { KioskScreen } from '@/web/features/kiosk/screen/kiosk-screen';

/** /kiosk: the check-in kiosk of a pinned device (DECISIONS.md "Modes of the one installable app"). */
export const Route = createFileRoute('/kiosk/')({
  component: KioskScreen,
});
