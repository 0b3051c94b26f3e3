import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { pageTitle } from '@/web/ui/page-styles';

const page = css({ display: 'flex', justifyContent: 'center', px: { base: '4', tablet: '6' }, py: { base: '6', tablet: '12' } });
const card = css({
  width: 'full',
  maxW: '560px',
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  bg: 'canvas',
  borderRadius: 'card',
  border: { base: 'none', xs: '1px solid token(colors.line)' },
  boxShadow: { base: 'none', xs: 'md' },
  p: { base: '0', xs: '8' },
});

export const SETUP_TITLE = 'Kiosk Setup';

/** The frame of /kiosk/setup: a centred card with the page's title. */
export function SetupLayout({ intro, children }: { intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={page}>
      <section className={card} aria-labelledby="kiosk-setup-title">
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 id="kiosk-setup-title" tabIndex={-1} className={pageTitle}>
            {SETUP_TITLE}
          </h1>
          {intro && <p className={css({ color: 'muted', lineHeight: 'relaxed' })}>{intro}</p>}
        </header>
        {children}
      </section>
    </div>
  );
}

export const actions = css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '2' });
