import { css, cx } from 'styled-system/css';
import { mapFrame } from './map-frame';

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  p: '6',
  textAlign: 'center',
  bg: 'wash',
  border: '1px solid',
  borderColor: 'line',
  color: 'muted',
});

/**
 * Shown in the map's place when it cannot load (no WebGL, or its code or style unreachable). Calm on
 * purpose: the page still lists every address (the locator's tiles, a store's own page), so nothing is lost.
 */
export function MapUnavailable({ label }: { label: string }) {
  return (
    <div role="region" aria-label={label} className={cx(mapFrame, panel)}>
      <p className={css({ fontWeight: 'semibold', color: 'ink' })}>Map unavailable</p>
      <p className={css({ fontSize: 'sm' })}>Every address is still listed on this page.</p>
    </div>
  );
}
