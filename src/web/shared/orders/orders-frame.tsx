import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { usePageMeta } from '@/web/state/page-meta';
import { useHeadingFocus } from '@/web/ui/hooks/use-heading-focus';
import { pageShell } from '@/web/ui/page-styles';
import { pageTitle } from './styles';

/**
 * The frame of the order screens: the title as the page's h1 (focused when it changes, so keyboard
 * and screen reader users start at the new screen) with anything beside it, then the content.
 */
export function OrdersFrame({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  usePageMeta({ title });
  const heading = useHeadingFocus(title);
  return (
    <div className={pageShell({ width: 'wide' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        <h1 ref={heading} tabIndex={-1} className={pageTitle}>
          {title}
        </h1>
        {aside}
      </div>
      {children}
    </div>
  );
}
