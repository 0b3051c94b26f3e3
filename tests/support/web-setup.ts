import { configure } from '@testing-library/react';

// Two test workers share CI's two cores (vite.config.ts), and a screen's first render, which loads
// its lazy routes, can then take over a second: findBy*/waitFor would give up after the default 1 s.
configure({ asyncUtilTimeout: 5_000 });
