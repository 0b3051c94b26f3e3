import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Two test workers share CI's two cores (vite.config.ts), and a screen's first render, which loads
// its lazy routes, can then take over a second: findBy*/waitFor would give up after the default 1 s.
// With the API suites' PGlite work beside it, one save-and-show-the-error took 5.2 s in a CI run
// (0.36 s alone): the bound is 10 s (test timeout 20 s), a limit on waiting, never a wait itself.
configure({ asyncUtilTimeout: 10_000 });

// Every web test starts on an empty document with the real globals: what a test rendered and the
// fetch (or other global) it stubbed are undone after it, so no test file repeats this.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
