import { vi } from 'vitest';

// Setup of every API test file: password hashing at a test-only scrypt cost (see test-scrypt.ts).
vi.mock('node:crypto', async (importOriginal) => {
  const { withTestScrypt } = await import('./test-scrypt');
  return withTestScrypt(await importOriginal());
});
