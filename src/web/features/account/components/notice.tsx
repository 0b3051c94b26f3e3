import type { ReactNode } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '@/web/ui/shell-icons';

const notice = cva({
  base: { display: 'flex', gap: '3', alignItems: 'flex-start', p: '3.5', borderRadius: 'md', fontSize: 'sm', lineHeight: 'snug', borderLeft: '4px solid' },
  variants: {
    tone: {
      info: { bg: 'wash', borderColor: 'brand' },
      error: { bg: 'rgba(179, 38, 30, 0.07)', borderColor: 'danger', color: 'danger' },
      warning: { bg: 'rgba(138, 83, 0, 0.08)', borderColor: 'warning', color: 'warning' },
      success: { bg: 'brand.soft', borderColor: 'success' },
    },
  },
});

export type NoticeTone = 'info' | 'error' | 'warning' | 'success';

/**
 * An inline message. Errors are alerts (read out at once), the others polite status messages, so
 * what a save did is announced without moving focus.
 */
export function Notice({ tone = 'info', children, className }: { tone?: NoticeTone; children: ReactNode; className?: string }) {
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'info' ? InfoIcon : AlertIcon;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(notice({ tone }), className)}>
      <Icon aria-hidden className={css({ flexShrink: 0, fontSize: 'lg', mt: '0.5' })} />
      <div>{children}</div>
    </div>
  );
}
