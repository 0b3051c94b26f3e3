import type { Dispatch } from 'react';
import { css } from 'styled-system/css';
import { formatCents } from '@/domain/money';
import { Button } from '@/web/ui/button';
import type { KioskCart, KioskCartAction } from './kiosk-cart';
import { ORDER_TEXT } from './order-text';
import { fieldError } from './order-styles';
import { QuantityStepper } from './quantity-stepper';

const line = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"what total" "qty qty" "problem problem"',
  alignItems: 'center',
  gap: '3',
  py: '4',
  borderBottom: '1px solid',
  borderColor: 'line',
  '&[data-problem]': { borderColor: 'danger' },
});

interface CartLinesProps {
  cart: KioskCart;
  dispatch: Dispatch<KioskCartAction>;
  /** The server's word on lines it refused, by inventory id (sold out, fewer left). */
  problems: Readonly<Record<number, string>>;
}

/** The kiosk order's lines: each with its price, a quantity stepper (1 to its most) and Remove. */
export function CartLines({ cart, dispatch, problems }: CartLinesProps) {
  return (
    <ul className={css({ listStyle: 'none', m: '0', p: '0' })} data-testid="kiosk-cart-lines">
      {cart.map((item) => {
        const problem = problems[item.inventoryId];
        return (
          <li key={item.inventoryId} className={line} data-problem={problem ? '' : undefined} data-testid="kiosk-cart-line">
            <div className={css({ gridArea: 'what', display: 'flex', flexDirection: 'column', gap: '1' })}>
              <p className={css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'snug' })}>{item.name}</p>
              <p className={css({ fontSize: 'md', color: 'muted' })}>{[item.brand, item.size, ORDER_TEXT.each(item.unitCents)].filter(Boolean).join(' · ')}</p>
            </div>
            <p className={css({ gridArea: 'total', fontSize: 'xl', fontWeight: 'bold' })}>{formatCents(item.unitCents * item.quantity)}</p>
            <div className={css({ gridArea: 'qty', display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
              <QuantityStepper name={item.name} value={item.quantity} max={item.max} onChange={(quantity) => dispatch({ type: 'set-quantity', inventoryId: item.inventoryId, quantity })} />
              <Button variant="ghost" className={css({ minH: '14!', px: '5!', fontSize: 'lg!' })} aria-label={ORDER_TEXT.removeNamed(item.name)} onClick={() => dispatch({ type: 'remove', inventoryId: item.inventoryId })}>
                {ORDER_TEXT.remove}
              </Button>
            </div>
            {problem && (
              <p className={css({ gridArea: 'problem' })}>
                <span className={fieldError} data-testid="kiosk-line-problem">
                  {problem}
                </span>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
