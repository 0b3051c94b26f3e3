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

describe('WORKERS (README "Several processes and machines")', () => {
  test('is 1 unless set: one process, as before', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
  });

  test('above 1 needs PostgreSQL: on PGlite it refuses to start and says why', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS above 1 needs DATABASE_URL \(PostgreSQL\): PGlite, the embedded database used without it, belongs to one process/);
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://db.example/apotheca' }).WORKERS).toBe(4);
  });

  test('is a whole number from 1 to 64', () => {
    for (const value of ['0', '1.5', 'many', '65']) expect(() => loadConfig({ WORKERS: value, DATABASE_URL: 'postgres://db.example/apotheca' })).toThrow(/WORKERS/);
  });
});
