import { css } from 'styled-system/css';
import { KIOSK_ORDER_MESSAGES, type PlacedKioskOrder } from '@/api/kiosk-orders';
import { formatCents } from '@/domain/money';
import { Button } from '@/web/ui/button';
import { useResultScreen } from '../screen/use-result-screen';
import { KioskPanel } from '../screen/kiosk-panel';
import { kioskButton, kioskText } from '../screen/kiosk-styles';
import { ORDER_TEXT } from './order-text';

/**
 * The placed kiosk order: thanks by first name (a public screen), the order number to
 * quote, the total as the server priced it. Starts the kiosk over after the check-in result's few
 * seconds, or at once with Done.
 */
export function PlacedOrder({ order, onDone }: { order: PlacedKioskOrder; onDone: () => void }) {
  const title = useResultScreen(onDone);

  return (
    <KioskPanel title={ORDER_TEXT.placedTitle} titleRef={title} testId="kiosk-order-placed">
      <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p className={kioskText} data-testid="kiosk-placed-message">
          {KIOSK_ORDER_MESSAGES.placed(order.first_name)}
        </p>
        <p className={css({ fontSize: { base: '4xl', sm: '6xl' }, fontWeight: 'black', lineHeight: '1' })} data-testid="kiosk-placed-number">
          {ORDER_TEXT.orderNumber(order.id)}
        </p>
        <p className={css({ fontSize: '2xl' })} data-testid="kiosk-placed-total">
          {ORDER_TEXT.total} <strong>{formatCents(Math.round(order.total * 100))}</strong>
        </p>
      </div>
      <Button className={kioskButton} fullWidth onClick={onDone} data-testid="kiosk-order-done">
        {ORDER_TEXT.done}
      </Button>
    </KioskPanel>
  );
}
