import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CardPage } from '@/web/ui/card-page';
import { pageTitle } from '@/web/ui/page-styles';

export const SETUP_TITLE = 'Kiosk Setup';

/** The frame of /kiosk/setup: a centred card with the page's title. */
export function SetupLayout({ intro, children }: { intro?: ReactNode; children: ReactNode }) {
  return (
    <CardPage width="wide" title={SETUP_TITLE} intro={intro} titleClassName={pageTitle}>
      {children}
    </CardPage>
  );
}

export const actions = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2' });
