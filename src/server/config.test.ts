import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';

describe('AUTH_SECRET', () => {
  test.each(['sand', 'stage', 'production'])('APP_ENV=%s refuses to start with the public development secret', (appEnv) => {
    expect(() => loadConfig({ APP_ENV: appEnv })).toThrow(/AUTH_SECRET/);
  });

  test('a deployment starts with a secret of its own', () => {
    expect(loadConfig({ APP_ENV: 'stage', AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toBe('x'.repeat(32));
  });

  test('a developer machine (APP_ENV=local, the default) starts without one', () => {
    expect(loadConfig({}).APP_ENV).toBe('local');
  });
});
