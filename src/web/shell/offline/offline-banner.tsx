import { css } from 'styled-system/css';
import { useUserOutbox } from '@/web/data/outbox/use-user-outbox';
import { useIsOnline } from '@/web/state/online';

export const OFFLINE_BANNER = {
  title: "You're offline.",
  detail: 'You are seeing what this device kept from your last visit. Prices and stock are checked again before any order is placed.',
  waiting: (count: number) => `${count} ${count === 1 ? 'change waits' : 'changes wait'} to be sent when you're back online.`,
  sending: 'Back online. Sending the changes you made offline…',
} as const;

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  columnGap: '2',
  rowGap: '0.5',
  px: '4',
  py: '2',
  bg: 'ink',
  color: 'white',
  fontSize: 'sm',
  textAlign: 'center',
});

/**
 * A clear banner at the top of every page while the device is offline, saying what the shopper sees and
 * how many of their changes wait; while those changes are sent after reconnecting it says so. Nothing
 * otherwise.
 */
export function OfflineBanner() {
  const online = useIsOnline();
  const { writes, sending } = useUserOutbox();
  if (online && !(sending && writes.length > 0)) return null;
  return (
    <div role="status" className={bar} data-offline-banner>
      {online ? (
        <span>{OFFLINE_BANNER.sending}</span>
      ) : (
        <>
          <strong>{OFFLINE_BANNER.title}</strong>
          <span>{writes.length > 0 ? OFFLINE_BANNER.waiting(writes.length) : OFFLINE_BANNER.detail}</span>
        </>
      )}
    </div>
  );
}
