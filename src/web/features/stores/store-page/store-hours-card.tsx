import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { Store } from '@/api/store';
import { openStatus, openStatusText } from '@/domain/store-hours';
import { showsOpenStatus } from '@/domain/store-ordering';
import { weekHours } from '@/domain/store-week';
import { Button } from '@/web/ui/button';
import { ChevronDownIcon, ChevronUpIcon, ClockIcon } from '@/web/ui/icons';

const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  py: '2',
  fontSize: 'sm',
  borderBottom: '1px solid token(colors.line)',
  _last: { borderBottom: 'none' },
  '&[data-today]': { fontWeight: 'bold' },
  '&[data-closed] dd': { color: 'muted' },
});

/**
 * Store hours (part 1 §2 store page): today, or the full week with 'More' / 'Less', each day
 * labelled 'dddd, MMM Do' in the store's time zone (src/domain/store-hours.ts), with whether it is
 * open now where that applies (src/domain/store-ordering.ts showsOpenStatus). A date with an
 * exception to the weekly hours (a holiday, an early close) shows that date's hours and its note.
 */
export function StoreHoursCard({ store, now }: { store: Store; now: Date }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const days = weekHours(store, now);
  const shown = expanded ? days : days.slice(0, 1);
  // A store closed for good, still coming or closed today for every menu is not 'Open now'.
  const status = showsOpenStatus(store) ? openStatus(store, now) : undefined;
  const statusText = openStatusText(status);

  return (
    <section aria-labelledby={`${listId}-title`} className={css({ borderRadius: 'card', border: '1px solid token(colors.line)', p: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: '3', rowGap: '1', mb: '1' })}>
        <h2 id={`${listId}-title`} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold', '& svg': { color: 'brand' } })}>
          <ClockIcon /> Store Hours
        </h2>
        {statusText && (
          <span className={css({ fontSize: 'sm', fontWeight: 'semibold', color: status?.open ? 'success' : 'muted' })}>{statusText}</span>
        )}
      </div>
      <dl id={listId}>
        {shown.map((day) => (
          <div key={day.date} className={row} data-today={day.isToday || undefined} data-closed={day.closed || undefined} data-testid="hours-day">
            <dt>
              {day.isToday && !expanded ? 'Today, ' : ''}
              {day.label}
            </dt>
            <dd className={css({ textAlign: 'right' })}>
              {day.hours ?? 'Hours not listed'}
              {day.note && <span className={css({ display: 'block', fontSize: 'xs', color: 'muted' })}>{day.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="link" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)} className={css({ mt: '2' })}>
        {expanded ? 'Less' : 'More'}
        <span className={css({ srOnly: true })}> store hours</span>
        {expanded ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </Button>
    </section>
  );
}
