import { css } from 'styled-system/css';
import { KIOSK_MESSAGES } from '@/api/kiosk';
import { Notice } from '@/web/ui/notice';
import { useWaitingCheckIns } from '../api/send-check-in';

export const waitingCount = (count: number) => `${count} ${count === 1 ? 'check-in' : 'check-ins'} waiting to be sent`;

/** While kept check-ins wait for the network, the kiosk says so and how many. */
export function WaitingNotice() {
  const waiting = useWaitingCheckIns();
  if (waiting === 0) return null;
  return (
    <Notice tone="warning" className={css({ width: 'full', maxW: '720px', mx: 'auto', fontSize: 'lg' })}>
      <div data-testid="kiosk-waiting">
        <p>{KIOSK_MESSAGES.waitingForConnection}</p>
        <p className={css({ fontWeight: 'bold' })} data-testid="kiosk-waiting-count">
          {waitingCount(waiting)}
        </p>
      </div>
    </Notice>
  );
}
