import { css } from 'styled-system/css';
import { AlertIcon } from '@/web/ui/icons';
import { useOnline } from '../hooks/use-online';

const frame = css({ position: 'relative', width: 'full', aspectRatio: '16/9', borderRadius: 'card', overflow: 'hidden', bg: 'ink' });

/**
 * A page from another site (a video-sharing player, a virtual tour) in a lazy iframe with a title.
 * It needs the network: offline, a placeholder says so instead of an empty, broken frame.
 */
export function OnlineFrame({ src, title, offlineText }: { src: string; title: string; offlineText: string }) {
  const online = useOnline();
  if (!online) {
    return (
      <div role="note" className={`${frame} ${css({ display: 'grid', placeItems: 'center', color: 'white', textAlign: 'center', p: '6' })}`}>
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })}>
          <AlertIcon className={css({ fontSize: '3xl' })} />
          <p className={css({ fontWeight: 'bold' })}>{offlineText}</p>
          <p className={css({ fontSize: 'sm', opacity: 0.85 })}>It will load here once you're back online.</p>
        </div>
      </div>
    );
  }
  return (
    <div className={frame}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen; xr-spatial-tracking"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        className={css({ position: 'absolute', inset: '0', width: 'full', height: 'full', border: '0' })}
      />
    </div>
  );
}
