import { proxy } from 'valtio';

/**
 * Service worker status for the update prompt, whether the browser offers to install the app, and
 * whether to show iPhone and iPad Safari, which never offers it, how to install (ios-install-hint.ts).
 */
export const pwaState = proxy<{ updateReady: boolean; applyUpdate: (() => void) | undefined; installAvailable: boolean; installHint: boolean }>({
  updateReady: false,
  applyUpdate: undefined,
  installAvailable: false,
  installHint: false,
});
