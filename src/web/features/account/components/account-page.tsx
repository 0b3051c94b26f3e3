import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { usePageMeta } from '@/web/state/page-meta';
import { AppLink } from '@/web/ui/app-link';
import { useHeadingFocus } from '@/web/ui/hooks/use-heading-focus';
import { ChevronLeftIcon } from '@/web/ui/icons';
import { pageShell } from '@/web/ui/page-styles';
import { pageTitle } from '../styles';

export interface AccountPageProps {
  title: string;
  intro?: ReactNode;
  /** A way back, e.g. to My Account. */
  back?: { to: string; label: string };
  children: ReactNode;
}

const backLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '11',
  alignSelf: 'flex-start',
  color: 'brand',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
});

/**
 * The frame of every account screen: a way back, the title as the page's h1 and the content in one
 * column. The heading takes focus when the screen opens, so keyboard and screen reader users start
 * at the new screen's title (after the shell has moved focus to main).
 */
export function AccountPage({ title, intro, back, children }: AccountPageProps) {
  usePageMeta({ title });
  const heading = useHeadingFocus(title);
  return (
    <div className={pageShell({ width: 'narrow' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {back && (
          <AppLink to={back.to} className={backLink}>
            <ChevronLeftIcon aria-hidden />
            {back.label}
          </AppLink>
        )}
        <h1 ref={heading} tabIndex={-1} className={pageTitle}>
          {title}
        </h1>
        {intro && <div className={css({ color: 'muted' })}>{intro}</div>}
      </div>
      {children}
    </div>
  );
}
