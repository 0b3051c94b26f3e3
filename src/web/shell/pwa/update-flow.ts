import type { Workbox } from 'workbox-window';
import { pwaState } from './pwa-state';

type UpdateEvents = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>;

interface UpdateFlowOptions {
  /** Whether a service worker controlled the page before this registration (not a first visit). */
  wasControlled: boolean;
  /** Whether a new worker still waits (registration.waiting). */
  hasWaitingWorker: () => boolean;
  reload: () => void;
}

/**
 * workbox-window's "offer a page reload" recipe, never a half-updated app: a new worker installs and
 * waits (sw/sw.ts skips waiting only when told); the update prompt offers Reload; Reload tells the
 * waiting worker to take over, and the page reloads once that worker controls it, so old code never
 * keeps running under the new worker's caches.
 */
export function offerUpdates(wb: UpdateEvents, { wasControlled, hasWaitingWorker, reload }: UpdateFlowOptions): void {
  let accepted = false;
  let controlled = wasControlled;
  const offer = (apply: () => void) => {
    pwaState.applyUpdate = () => {
      accepted = true;
      apply();
    };
    pwaState.updateReady = true;
  };

  // Fires for a worker that installs while the page is open (workbox calls it external when found
  // after the first minute) and, with wasWaitingBeforeRegister, for one that already waited when the
  // page loaded: a plain reload does not activate a waiting worker.
  wb.addEventListener('waiting', () => {
    // No waiting worker by the time Reload is pressed: another tab applied the update already.
    offer(() => (hasWaitingWorker() ? wb.messageSkipWaiting() : reload()));
  });

  wb.addEventListener('controlling', () => {
    if (accepted) reload();
    // Another tab pressed Reload and the new worker claimed this page too: offer the reload here
    // rather than reloading under a shopper who may be typing. A first install only takes control.
    else if (controlled) offer(reload);
    controlled = true;
  });
}
