import { css } from 'styled-system/css';
import type { ContentState } from '@/domain/content-state';

const LABELS: Record<ContentState, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
const badge = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  border: '1px solid',
  '&[data-state=draft]': { color: 'muted', borderColor: 'line' },
  '&[data-state=scheduled]': { color: 'ink', borderColor: 'brand', bg: 'brand.soft' },
  '&[data-state=published]': { color: 'brand.contrast', bg: 'brand', borderColor: 'brand' },
});

/** A document's state in words (never colour alone). */
export function StateBadge({ state }: { state: ContentState }) {
  return (
    <span className={badge} data-state={state}>
      {LABELS[state]}
    </span>
  );
}
