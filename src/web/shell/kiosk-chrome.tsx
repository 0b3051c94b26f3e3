import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useFirstVisitCopyGoesUngated } from './age-gate/first-visit-copy';
import { Toaster } from '@/web/ui/toaster';

/**
 * The app frame on the kiosk's own screen (DECISIONS.md "Modes of the one installable app": "full
 * screen"): no header, footer, banners, cookie banner or shop dialogs, only the page and the toasts.
 */
export function KioskChrome({ children }: { children: ReactNode }) {
  useFirstVisitCopyGoesUngated(false);
  return (
    <>
      <main id="main" tabIndex={-1} data-kiosk className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'wash', outline: 'none' })}>
        {children}
      </main>
      <Toaster />
    </>
  );
}
