import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The checks that read the production build (dist/), run by `npm test` after its build step
 * (tests/support/run-all.ts, step `bundle`): apart from the main config's projects, which run before
 * there is a build.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { include: ['tests/bundle/**/*.test.ts'], environment: 'node' },
});
