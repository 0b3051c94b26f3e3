import { lazy } from 'react';
import { debugPanelAvailable } from './debug-environment';

/**
 * The shell's mount point of the debug panel's key listener: nothing at all in production builds
 * (the condition is fixed at build time, so the import is dropped), elsewhere a small lazy chunk that
 * listens for the sequence and loads the panel itself only once it is typed.
 */
export const LazyDebugPanelKeys = debugPanelAvailable()
  ? lazy(() => import('./debug-panel-keys').then((m) => ({ default: m.DebugPanelKeys })))
  : () => null;
