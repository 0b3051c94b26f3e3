import { css } from 'styled-system/css';
import { useSnapshot } from 'valtio';
import { liveState, type LiveStatus } from '@/web/state/live';

export const LIVE_LABELS: Record<Exclude<LiveStatus, 'off'>, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
};

const dot = css({ display: 'inline-block', w: '2', h: '2', borderRadius: 'full', flexShrink: 0 });

/**
 * Whether the queue hears new orders as they come (the live stream, README "Live updates") or only
 * on its refresh timer: a quiet word beside the time of the last refresh, not announced (it would
 * interrupt at every reconnect); the new orders themselves are (NewOrderAnnouncer).
 */
export function LiveIndicator() {
  const { status } = useSnapshot(liveState);
  if (status === 'off') return null;
  const live = status === 'live';
  return (
    <p className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'sm', color: live ? 'success' : 'muted' })} data-live-status={status}>
      <span aria-hidden="true" className={dot} style={{ background: 'currentColor', opacity: live ? 1 : 0.5 }} />
      <span className={css({ srOnly: true })}>Updates: </span>
      {LIVE_LABELS[status]}
    </p>
  );
}
