import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { KIOSK_MESSAGES, type CheckInResponse } from '@/api/kiosk';
import { orderNumber } from '@/web/shared/orders/order-format';
import { Button } from '@/web/ui/button';
import { Notice } from '@/web/ui/notice';
import { onCheckInReplayed, type CheckInReplay } from '../api/send-check-in';
import { KioskPanel } from './kiosk-panel';
import { kioskButton, kioskText } from './kiosk-styles';
import { useResultScreen } from './use-result-screen';

export const RESULT_TEXT = {
  checkedInTitle: 'Welcome!',
  savedTitle: 'Check-in saved',
  refusedTitle: 'Not checked in',
  savedDetail: 'Your check-in is kept on this kiosk and goes to the store as soon as the connection is back.',
  done: 'Done',
  orderNumber: (id: number) => `Order ${orderNumber(id)}`,
} as const;

export type CheckInResultValue = { kind: 'checked-in'; orders: CheckInResponse['orders'] } | { kind: 'queued'; key: string };

/**
 * What a check-in did: checked in (first names and order numbers, the kiosk is a public screen), or
 * kept for later. A kept one that gets sent while still on screen turns into its answer. Starts the
 * kiosk over after RESULT_SECONDS, or at once with Done.
 */
export function CheckInResult({ result, onDone }: { result: CheckInResultValue; onDone: () => void }) {
  const replay = useReplay(result.kind === 'queued' ? result.key : undefined);
  const refusal = replay && 'refusal' in replay ? replay.refusal : undefined;
  const orders = result.kind === 'checked-in' ? result.orders : replay && 'orders' in replay ? replay.orders : undefined;
  const title = useResultScreen(onDone);

  return (
    <KioskPanel title={orders ? RESULT_TEXT.checkedInTitle : refusal ? RESULT_TEXT.refusedTitle : RESULT_TEXT.savedTitle} titleRef={title}>
      {orders ? (
        <div role="status" data-testid="kiosk-checked-in" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <p className={kioskText}>{KIOSK_MESSAGES.checkedIn}</p>
          <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2' })}>
            {orders.map((order) => (
              <li key={order.id} className={css({ fontSize: '2xl', fontWeight: 'bold' })} data-testid="kiosk-checked-in-order">
                {order.first_name} · {RESULT_TEXT.orderNumber(order.id)}
              </li>
            ))}
          </ul>
        </div>
      ) : refusal ? (
        <Notice tone="error" className={css({ fontSize: 'lg' })}>
          <span data-testid="kiosk-check-in-error">{refusal}</span>
        </Notice>
      ) : (
        <p className={kioskText} role="status" data-testid="kiosk-check-in-saved">
          {RESULT_TEXT.savedDetail}
        </p>
      )}
      <Button className={kioskButton} fullWidth onClick={onDone} data-testid="kiosk-done">
        {RESULT_TEXT.done}
      </Button>
    </KioskPanel>
  );
}

/** How a check-in kept on the device fared once sent, while this screen shows it. */
function useReplay(key: string | undefined): CheckInReplay | undefined {
  const [replay, setReplay] = useState<CheckInReplay | undefined>(undefined);
  useEffect(() => (key === undefined ? undefined : onCheckInReplayed(key, setReplay)), [key]);
  return replay;
}
