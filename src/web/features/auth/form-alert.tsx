import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import { AlertIcon, CheckCircleIcon, InfoIcon } from '@/web/ui/shell-icons';

// The same look as the account screens' notices: an icon, a tinted box and a coloured left edge.
const alertBox = cva({
  base: { display: 'flex', gap: '3', alignItems: 'flex-start', borderRadius: 'md', px: '4', py: '3', fontSize: 'sm', lineHeight: 'relaxed', borderLeftWidth: '4px' },
  variants: {
    tone: {
      error: { bg: 'rgba(179, 38, 30, 0.07)', color: 'danger', borderLeftColor: 'danger', fontWeight: 'medium' },
      info: { bg: 'wash', color: 'ink', borderLeftColor: 'brand' },
      success: { bg: 'brand.soft', color: 'success', borderLeftColor: 'success', fontWeight: 'medium' },
    },
  },
});

const icon = css({ flexShrink: 0, fontSize: 'lg', mt: '0.5' });

/**
 * A message about the whole form. Errors are alerts (announced at once), others polite status
 * messages. Nothing renders without a message.
 */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children?: ReactNode }) {
  if (!children) return null;
  const Icon = tone === 'error' ? AlertIcon : tone === 'success' ? CheckCircleIcon : InfoIcon;
  return (
    // tabIndex -1: a failed submit with no field to fix moves focus here (ui/hooks/use-focus-first-problem.ts).
    <div role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1} className={alertBox({ tone })}>
      <Icon aria-hidden className={icon} />
      <div>{children}</div>
    </div>
  );
}
