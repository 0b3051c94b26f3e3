import { useSnapshot } from 'valtio';
import { css } from 'styled-system/css';
import { Button } from '@/web/ui/button';
import { IconButton } from '@/web/ui/icon-button';
import { CloseIcon, SparkleIcon } from '@/web/ui/icons';
import { pwaState } from './pwa-state';

/** 'A new version is available' with Reload, when a new service worker waits. */
export function UpdatePrompt() {
  const { updateReady } = useSnapshot(pwaState);
  if (!updateReady) return null;
  return (
    <div
      role="status"
      className={css({
        position: 'fixed',
        zIndex: 58,
        top: '3',
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'calc(100% - 24px)',
        maxW: '460px',
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        p: '3',
        pl: '4',
        bg: 'ink',
        color: 'white',
        borderRadius: 'card',
        boxShadow: '2xl',
        animation: 'apo-drop-in 200ms ease-out',
      })}
    >
      <SparkleIcon className={css({ fontSize: 'xl', flexShrink: 0 })} />
      <p className={css({ flex: '1', fontSize: 'sm', fontWeight: 'semibold' })}>A new version is available.</p>
      <Button size="sm" onClick={() => pwaState.applyUpdate?.()}>
        Reload
      </Button>
      <IconButton size="sm" variant="inverse" aria-label="Dismiss" onClick={() => (pwaState.updateReady = false)}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
