import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import { AlertIcon, InfoIcon } from '@/web/ui/shell-icons';

const box = cva({
  base: { display: 'flex', gap: '3', alignItems: 'flex-start', p: '4', borderRadius: 'md', borderLeftWidth: '4px', lineHeight: 'snug' },
  variants: {
    tone: {
      info: { bg: 'wash', borderLeftColor: 'brand' },
      error: { bg: 'rgba(179, 38, 30, 0.07)', borderLeftColor: 'danger' },
    },
  },
});

/**
 * An empty, not-found or failed state with what to do next. Errors are alerts (read out at once);
 * the others polite status messages.
 */
export function StateMessage({ tone = 'info', children, action }: { tone?: 'info' | 'error'; children: ReactNode; action?: ReactNode }) {
  const Icon = tone === 'error' ? AlertIcon : InfoIcon;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={box({ tone })}>
      <Icon aria-hidden className={css({ flexShrink: 0, fontSize: 'xl', color: tone === 'error' ? 'danger' : 'brand' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' })}>
        {children}
        {action}
      </div>
    </div>
  );
}
