import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { CustomerDetail } from '@/api/admin-customers';
import { POINTS_ADJUSTMENT_MAX, POINTS_PER_DOLLAR } from '@/domain/constants';
import { formatCents } from '@/domain/money';
import { ApiRequestError } from '@/web/data/api-errors';
import { Button } from '@/web/ui/button';
import { TextField } from '@/web/ui/field';
import { fieldError, muted } from '@/web/ui/page-styles';
import { SectionCard } from '@/web/ui/section-card';
import { useAdjustPoints } from '../api/customers';
import { headerCell } from '../components/sortable-header';
import { table, tableScroll } from '../components/table-styles';
import { dateOf } from './customer-labels';

/**
 * The points ledger (DECISIONS.md "Rewards provider"): the balance is the sum of its entries, and an
 * operator's adjustment adds one more entry with its reason; nothing is ever edited.
 */
export function PointsCard({ customerId, points, canAdjust }: { customerId: number; points: CustomerDetail['points']; canAdjust: boolean }) {
  return (
    <SectionCard title="Points">
      <p>
        <strong>{points.balance.toLocaleString('en-US')} points</strong>
        <span className={muted}> · worth {formatCents(Math.floor(points.balance / POINTS_PER_DOLLAR) * 100)}</span>
      </p>
      {points.entries === undefined ? (
        <p className={muted}>The points history is shown to operators only.</p>
      ) : points.entries.length ? (
        <div className={tableScroll}>
          <table className={table}>
            <caption className={css({ srOnly: true })}>Points ledger</caption>
            <thead>
              <tr>
                {['Date', 'Points', 'Reason'].map((label) => (
                  <th key={label} scope="col" className={headerCell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={css({ whiteSpace: 'nowrap' })}>{dateOf(entry.created)}</td>
                  <td className={css({ fontVariantNumeric: 'tabular-nums' })}>{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
                  <td>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={muted}>No points yet.</p>
      )}
      {canAdjust && <AdjustPointsForm customerId={customerId} />}
    </SectionCard>
  );
}

function AdjustPointsForm({ customerId }: { customerId: number }) {
  const adjust = useAdjustPoints(customerId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string>();
  const fields = adjust.error instanceof ApiRequestError ? adjust.error.fields : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    // A number the server checks; what cannot be read as one is sent as typed and refused beside the field.
    const points = /^[+-]?\d+$/.test(amount.trim()) ? Number(amount.trim()) : amount;
    adjust.mutate(
      { points: points as number, reason },
      {
        onSuccess: () => {
          setDone(`${Number(points) > 0 ? 'Added' : 'Took away'} ${Math.abs(Number(points))} points.`);
          setAmount('');
          setReason('');
        },
      },
    );
  };
  return (
    <form aria-label="Adjust points" onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: '480px' })}>
      <TextField
        label="Points to add (or take away with a minus sign)"
        // Text, not numeric: the iOS number keypad has no minus sign, and a take-away needs one.
        inputMode="text"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        helperText={`Up to ${POINTS_ADJUSTMENT_MAX.toLocaleString('en-US')} either way; the balance cannot go below 0.`}
        error={fields?.points?.[0]}
        required
      />
      <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} error={fields?.reason?.[0]} required />
      {adjust.isError && !fields && (
        <p role="alert" className={fieldError}>
          {adjust.error.message}
        </p>
      )}
      {/* Rendered empty from the start: a live region added together with its text is often not announced. */}
      <p role="status">{done}</p>
      <div>
        <Button type="submit" size="sm" loading={adjust.isPending} loadingText="Saving">
          Adjust points
        </Button>
      </div>
    </form>
  );
}
