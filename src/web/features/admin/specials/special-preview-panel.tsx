import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import type { SpecialPreview } from '@/api/admin-specials';
import { formatCents } from '@/domain/money';
import { USAGE_LABEL } from '@/domain/usage-type';
import { muted } from '@/web/ui/page-styles';
import { headerCell } from '../components/sortable-header';
import { table, tableScroll } from '../components/table-styles';

const totals = css({ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: '6', rowGap: '1', fontSize: 'sm', '& dd': { m: '0', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } });

/** What a screen reader hears once the preview is priced (the form's polite status), not the whole table. */
export function previewSummary(preview: SpecialPreview): string {
  const touched = preview.total_items === 0 ? 'it applies to the cart' : `${preview.total_items} item${preview.total_items === 1 ? '' : 's'} touched`;
  return `Preview ready below: ${touched}; the example cart saves ${formatCents(preview.example_cart.special_saving_cents)}.`;
}

/** The preview's answer: the items the special touches (price before and after) and the example cart, priced as the cart prices it. */
export function SpecialPreviewPanel({ preview }: { preview: SpecialPreview }) {
  const cart = preview.example_cart;
  const region = useRef<HTMLElement>(null);
  // Each answer is brought into view: it lands below the drawer's fold, under the buttons that asked for it.
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    region.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [preview]);
  return (
    <section ref={region} aria-label="Preview" className={css({ display: 'flex', flexDirection: 'column', gap: '3', scrollMarginBlock: '4' })}>
      <p className={muted}>
        {USAGE_LABEL[preview.usage_type]} menu · {preview.total_items === 0 ? 'No items of their own: it applies to the cart.' : `${preview.total_items} item${preview.total_items === 1 ? '' : 's'} touched${preview.total_items > preview.items.length ? `; ${preview.items.length} on this menu shown` : ''}.`}
      </p>
      {preview.items.length > 0 && (
        <div className={tableScroll}>
          <table className={table}>
            <caption className={css({ srOnly: true })}>Items the special touches</caption>
            <thead>
              <tr>
                <th scope="col" className={headerCell}>Item</th>
                <th scope="col" className={headerCell}>Price</th>
                <th scope="col" className={headerCell}>With the special</th>
              </tr>
            </thead>
            <tbody>
              {preview.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    {item.name} <span className={muted}>· {item.brand}</span>
                  </td>
                  <td>{formatCents(item.price_cents)}</td>
                  <td>{formatCents(item.discounted_price_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h4 className={css({ fontWeight: 'bold' })}>Example cart</h4>
      <ul className={css({ fontSize: 'sm', pl: '4', listStyle: 'disc' })}>
        {cart.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.name} at {formatCents(line.discounted_price_cents)}
          </li>
        ))}
      </ul>
      <dl className={totals} aria-label="Example cart totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(cart.subtotal_cents)}</dd>
        <dt>Discounts</dt>
        <dd>−{formatCents(cart.discount_total_cents)}</dd>
        <dt>Tax</dt>
        <dd>{formatCents(cart.tax_cents)}</dd>
        <dt>Total (rounded down)</dt>
        <dd>{formatCents(cart.grand_total_cents)}</dd>
        <dt>This special saves</dt>
        <dd>{formatCents(cart.special_saving_cents)}</dd>
      </dl>
    </section>
  );
}
