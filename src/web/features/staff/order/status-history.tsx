import { css } from 'styled-system/css';
import type { StatusChange } from '@/api/staff';
import { customerStatusLabel } from '@/domain/order-status';
import { ORDER_STOP_REASON_LABELS } from '@/domain/order-stop-reasons';
import { SectionCard } from '@/web/ui/section-card';
import { muted } from '@/web/ui/page-styles';
import { formatQueueTime } from '../staff-format';

/**
 * Every recorded status change, newest first, with who made it and when (README "Staff see only
 * their stores": "recorded ... with who and when"), in the words the customer sees (part 2 §4), and
 * the reason and note staff gave for a reject or cancel (README "Reports").
 */
export function StatusHistory({ history, timeZone, orderType }: { history: readonly StatusChange[]; timeZone: string; orderType: 'pickup' | 'delivery' }) {
  const label = (status: StatusChange['to_status']) => customerStatusLabel(status, { orderType, reviewsOrders: false });
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <SectionCard title="Status History" gap="3">
      {newestFirst.length === 0 ? (
        <p className={muted}>No changes recorded yet.</p>
      ) : (
        <ol className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column' })}>
          {newestFirst.map((change) => (
            <li key={`${change.at}-${change.to_status}`} className={css({ py: '2.5', borderTop: '1px solid token(colors.line)', _first: { borderTop: 'none', pt: '0' } })}>
              <p className={css({ fontWeight: 'semibold' })}>
                {label(change.from_status)} → {label(change.to_status)}
              </p>
              {change.reason && (
                <p>
                  Reason: {ORDER_STOP_REASON_LABELS[change.reason]}
                  {change.reason_note && <span className={muted}> · {change.reason_note}</span>}
                </p>
              )}
              <p className={muted}>
                by {change.by} at <time dateTime={change.at}>{formatQueueTime(change.at, timeZone)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
