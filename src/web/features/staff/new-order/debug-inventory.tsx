import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import type { Product } from '@/api/inventory';
import { formatCents } from '@/domain/money';
import type { UsageType } from '@/domain/usage-type';
import { sessionState } from '@/web/state/session';
import { LoadingRegion, Skeleton } from '@/web/ui/skeleton';
import { inventoryDebugQueryOptions } from '../api/inventory-debug';
import { NEW_ORDER_LABELS, NEW_ORDER_MESSAGES } from './new-order-labels';

type InventoryDebug = NonNullable<Product['debug']>;

const price = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** The rows of the debug table (part 1 §3 admin-only debug fields), in the order staff read them. */
export const DEBUG_ROWS: readonly [string, (debug: InventoryDebug) => string][] = [
  ['Remaining', (debug) => String(debug.remaining_qty)],
  ['Reserved', (debug) => String(debug.reserved_qty)],
  ['Sellable (Medical)', (debug) => String(debug.med_sellable_qty)],
  ['Sellable (Adult Use)', (debug) => String(debug.rec_sellable_qty)],
  ['Price (Medical)', (debug) => price(debug.med_price_cents)],
  ['Price (Adult Use)', (debug) => price(debug.rec_price_cents)],
  ['Post-tax price (Medical)', (debug) => price(debug.med_post_tax_price_cents)],
  ['Post-tax price (Adult Use)', (debug) => price(debug.rec_post_tax_price_cents)],
  ['Batch quantity', (debug) => String(debug.batch_qty)],
  ['Batch inventory ID', (debug) => debug.batch_inventory_id],
];

const summary = css({ cursor: 'pointer', fontSize: 'sm', fontWeight: 'semibold', color: 'brand', py: '1', _focusVisible: { outline: '3px solid token(colors.brand)', outlineOffset: '2px' } });
const table = css({ width: 'full', fontSize: 'sm', borderCollapse: 'collapse', mt: '2', '& th, & td': { textAlign: 'left', py: '1', px: '2', borderBottom: '1px solid token(colors.line)' }, '& td': { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }, '& th': { fontWeight: 'medium', color: 'muted' } });

interface DebugInventoryProps {
  storeId: number;
  inventoryId: number;
  usageType: UsageType;
  name: string;
}

/**
 * A cart line's debug inventory details for staff (part 2 §6 "sees debug inventory details in cart
 * items"), collapsed until opened; opening reads them fresh (GET /p/inventory/{id}?debug=true).
 */
export function DebugInventory({ storeId, inventoryId, usageType, name }: DebugInventoryProps) {
  const [open, setOpen] = useState(false);
  const { userId } = useSnapshot(sessionState);
  const query = useQuery(inventoryDebugQueryOptions(userId, storeId, inventoryId, usageType, open));

  function body() {
    if (query.isPending) {
      return (
        <LoadingRegion label="Loading debug details">
          <Skeleton height="6rem" />
        </LoadingRegion>
      );
    }
    if (query.isError) return <p className={css({ fontSize: 'sm', color: 'danger' })}>{NEW_ORDER_MESSAGES.debugFailed}</p>;
    const debug = query.data;
    if (!debug) return <p className={css({ fontSize: 'sm', color: 'muted' })}>{NEW_ORDER_LABELS.noDebug}</p>;
    return (
      <table className={table}>
        <caption className={css({ srOnly: true })}>Debug inventory of {name}</caption>
        <tbody>
          {DEBUG_ROWS.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value(debug)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={summary}>
        {NEW_ORDER_LABELS.debugSummary}
        <span className={css({ srOnly: true })}> of {name}</span>
      </summary>
      {open && body()}
    </details>
  );
}
