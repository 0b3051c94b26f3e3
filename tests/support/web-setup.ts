import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Two test workers share CI's two cores (vite.config.ts), and a screen's first render, which loads
// its lazy routes, can then take over a second: findBy*/waitFor would give up after the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Every web test starts on an empty document with the real globals: what a test rendered and the
// fetch (or other global) it stubbed are undone after it, so no test file repeats this.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
