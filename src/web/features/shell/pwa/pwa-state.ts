import { proxy } from 'valtio';

/** Service worker status for the update prompt. */
export const pwaState = proxy<{ updateReady: boolean; applyUpdate: (() => void) | undefined }>({
  updateReady: false,
  applyUpdate: undefined,
});
