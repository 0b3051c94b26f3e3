import { css } from 'styled-system/css';
import type { AdminSpecial } from '@/api/admin-specials';
import { formatCents } from '@/domain/money';
import type { SpecialState } from '@/domain/special-schedule';
import { Button } from '@/web/ui/button';
import { Chip } from '@/web/ui/chip';
import { muted } from '@/web/ui/page-styles';
import { ConsoleTable } from '../components/console-table';
import { rowActions } from '../components/table-styles';
import type { SpecialAction } from '../api/specials';

export const STATE_LABEL: Record<SpecialState, string> = { live: 'Live', scheduled: 'Scheduled', paused: 'Paused', ended: 'Ended' };
const STATE_TONE = { live: 'hybrid', scheduled: 'cbd', paused: 'special', ended: 'neutral' } as const;

/** What a special takes off, in a few words. */
export function discountText(special: AdminSpecial): string {
  switch (special.discount_type) {
    case 'percent':
      return `${special.discount_percent ?? 0}% off`;
    case 'dollar':
      return `${formatCents(special.discount_dollar_cents ?? 0)} off`;
    case 'price':
      return `${formatCents(special.discount_dollar_cents ?? 0)} each`;
    case 'bundle':
      return `Bundle for ${formatCents(special.bundle_price_cents ?? 0)}`;
  }
}

function kindText(special: AdminSpecial): string {
  if (special.discount_type === 'bundle') return `${special.targets.length} target${special.targets.length === 1 ? '' : 's'}`;
  if (special.discount_level === 'cart') return special.promo_codes.length ? `Code ${special.promo_codes.join(', ')}${special.single_use ? ' (once per shopper)' : ''}` : 'Whole cart';
  return `${special.item_count} item${special.item_count === 1 ? '' : 's'}`;
}

/** The id of a special's row header: focus returns there after a dialog whose button the action removed. */
export const specialRowId = (id: number) => `special-${id}`;

const nowrap = css({ whiteSpace: 'nowrap' });

const when = (local: string | null, open: string) => (local ? local.replace('T', ' ') : open);

export interface SpecialsTableProps {
  rows: readonly AdminSpecial[];
  onEdit: (special: AdminSpecial) => void;
  onAction: (special: AdminSpecial, action: SpecialAction) => void;
}

/** The store's specials: title and reach, discount, schedule in store time, state, and what can be done to each. */
export function SpecialsTable({ rows, onEdit, onAction }: SpecialsTableProps) {
  return (
    <ConsoleTable caption="Specials" columns={['Special', 'Discount', 'Runs (store time)', 'State']} actionsLabel="Actions">
      {rows.map((special) => (
        <tr key={special.id}>
          <th scope="row" id={specialRowId(special.id)} tabIndex={-1} className={css({ textAlign: 'left', fontWeight: 'semibold', px: '3', py: '2.5', borderBottom: '1px solid token(colors.line)' })}>
            {special.title}
            <span className={css({ display: 'block', fontWeight: 'normal', color: 'muted', fontSize: 'sm' })}>
              {kindText(special)}
              {special.audience_keys.length > 0 && ` · for ${special.audience_keys.join(', ')}`}
              {special.redemptions > 0 && ` · used ${special.redemptions}×`}
            </span>
          </th>
          <td>{discountText(special)}</td>
          {/* Each date on one line: wrapped, a date and its time fell on two lines. */}
          <td className={muted}>
            <span className={nowrap}>{when(special.starts_local, 'Now')} –</span> <span className={nowrap}>{when(special.ends_local, 'no end')}</span>
          </td>
          <td>
            <Chip tone={STATE_TONE[special.state]}>{STATE_LABEL[special.state]}</Chip>
          </td>
          <td>
            {special.state !== 'ended' && (
              <div className={rowActions}>
                <Button size="sm" variant="outline" onClick={() => onEdit(special)} aria-label={`Edit ${special.title}`}>
                  Edit
                </Button>
                {special.state === 'paused' ? (
                  <Button size="sm" variant="outline" onClick={() => onAction(special, 'resume')} aria-label={`Resume ${special.title}`}>
                    Resume
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => onAction(special, 'pause')} aria-label={`Pause ${special.title}`}>
                    Pause
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => onAction(special, 'end')} aria-label={`End ${special.title}`}>
                  End
                </Button>
              </div>
            )}
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
