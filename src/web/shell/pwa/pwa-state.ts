import { proxy } from 'valtio';

/** Service worker status for the update prompt, and whether the browser offers to install the app. */
export const pwaState = proxy<{ updateReady: boolean; applyUpdate: (() => void) | undefined; installAvailable: boolean }>({
  updateReady: false,
  applyUpdate: undefined,
  installAvailable: false,
});
