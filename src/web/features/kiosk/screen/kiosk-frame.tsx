import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { AppLink } from '@/web/ui/app-link';
import { KIOSK_SETUP } from '@/web/state/pinned-device';

const bar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', px: { base: '4', sm: '8' }, py: '2' });
const staffLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  fontSize: 'sm',
  color: 'muted',
  textDecoration: 'none',
  borderRadius: 'md',
  _hover: { color: 'ink', bg: 'canvas' },
});

/** The kiosk screen's frame: the store's name, a discreet way in for staff, then the screen. */
export function KioskFrame({ storeName, children }: { storeName?: string; children: ReactNode }) {
  return (
    <>
      <div className={bar}>
        <p className={css({ fontSize: 'md', fontWeight: 'semibold', color: 'muted' })} data-testid="kiosk-store-name">
          {storeName}
        </p>
        <AppLink to={KIOSK_SETUP} className={staffLink} data-testid="kiosk-staff-link">
          Staff
        </AppLink>
      </div>
      <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '4', justifyContent: 'center', px: { base: '4', sm: '8' }, pb: '10' })}>
        {children}
      </div>
    </>
  );
}
