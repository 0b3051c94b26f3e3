import { useEffect, useRef, type ReactNode } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '@/web/ui/shell-icons';

const notice = cva({
  base: { display: 'flex', gap: '3', alignItems: 'flex-start', p: '3.5', borderRadius: 'md', fontSize: 'sm', lineHeight: 'snug', borderLeftWidth: '4px' },
  variants: {
    tone: {
      info: { bg: 'wash', borderLeftColor: 'brand' },
      error: { bg: 'rgba(179, 38, 30, 0.07)', borderLeftColor: 'danger', color: 'danger' },
      warning: { bg: 'rgba(138, 83, 0, 0.08)', borderLeftColor: 'warning', color: 'warning' },
      success: { bg: 'brand.soft', borderLeftColor: 'success' },
    },
  },
});

export type NoticeTone = 'info' | 'error' | 'warning' | 'success';

/**
 * An inline message. Errors are alerts (read out at once), the others polite status messages, so
 * what a save did is announced without moving focus.
 *
 * A failed save leaves focus nowhere (its busy button was disabled meanwhile, and the browser drops
 * focus to the page); an error appearing then takes focus, so keyboard users continue from the
 * message instead of from the top of the page. A field with its own error may take it after.
 */
export function Notice({ tone = 'info', children, className }: { tone?: NoticeTone; children: ReactNode; className?: string }) {
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'info' ? InfoIcon : AlertIcon;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (tone === 'error' && focusLost) box.current?.focus();
  }, [tone]);
  return (
    <div ref={box} role={tone === 'error' ? 'alert' : 'status'} tabIndex={tone === 'error' ? -1 : undefined} className={cx(notice({ tone }), className)}>
      <Icon aria-hidden className={css({ flexShrink: 0, fontSize: 'lg', mt: '0.5' })} />
      <div>{children}</div>
    </div>
  );
}
