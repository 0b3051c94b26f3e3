import type { ReactNode } from 'react';
import { cva } from 'styled-system/css';

const alertBox = cva({
  base: { borderRadius: 'md', px: '4', py: '3', fontSize: 'sm', lineHeight: 'relaxed', borderLeft: '4px solid' },
  variants: {
    tone: {
      error: { bg: '#fdecea', color: 'danger', borderColor: 'danger', fontWeight: 'medium' },
      info: { bg: 'brand.soft', color: 'ink', borderColor: 'brand' },
      success: { bg: 'brand.soft', color: 'success', borderColor: 'success', fontWeight: 'medium' },
    },
  },
});

/**
 * A message about the whole form. Errors are alerts (announced at once), others polite status
 * messages. Nothing renders without a message.
 */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={alertBox({ tone })}>
      {children}
    </div>
  );
}

