import { css } from 'styled-system/css';
import type { StatusChange } from '@/api/staff';
import { customerStatusLabel } from '@/domain/order-status';
import { Card } from '@/web/ui/card';
import { muted, sectionTitle } from '@/web/ui/page-styles';
import { formatQueueTime } from '../staff-format';

/**
 * Every recorded status change, newest first, with who made it and when (README "Staff see only
 * their stores": "recorded ... with who and when"), in the words the customer sees (part 2 §4).
 */
export function StatusHistory({ history, timeZone, orderType }: { history: readonly StatusChange[]; timeZone: string; orderType: 'pickup' | 'delivery' }) {
  const label = (status: StatusChange['to_status']) => customerStatusLabel(status, { orderType, reviewsOrders: false });
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card asChild>
      <section aria-labelledby="staff-order-history" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="staff-order-history" className={sectionTitle}>
          Status History
        </h2>
        {newestFirst.length === 0 ? (
          <p className={muted}>No changes recorded yet.</p>
        ) : (
          <ol className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column' })}>
            {newestFirst.map((change) => (
              <li key={`${change.at}-${change.to_status}`} className={css({ py: '2.5', borderTop: '1px solid token(colors.line)', _first: { borderTop: 'none', pt: '0' } })}>
                <p className={css({ fontWeight: 'semibold' })}>
                  {label(change.from_status)} → {label(change.to_status)}
                </p>
                <p className={muted}>
                  by {change.by} at <time dateTime={change.at}>{formatQueueTime(change.at, timeZone)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
