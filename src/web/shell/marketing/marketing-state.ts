import { proxy } from 'valtio';

/**
 * Whether the marketing subscribe dialog is up, for the shell's interruption order (the install card
 * waits for it). Apart from marketing-subscribe.tsx, which loads only after the first paint.
 */
export const marketingState = proxy({ open: false });
