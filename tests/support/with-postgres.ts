import { pathToFileURL } from 'node:url';
import { startTempPostgres } from './postgres';
import { interruptedBy, runCommand } from './run-command';

/**
 * Runs a command against a throwaway PostgreSQL (Debian's package, installed with apt when missing):
 * initdb in a temp dir, a free loopback port, TEST_DATABASE_URL set for the command. The server is
 * stopped and its directory removed afterwards, also when the command fails or on Ctrl-C.
 *
 *   node --import tsx tests/support/with-postgres.ts vitest run --project api
 */
export async function withPostgres(command: string, args: string[]): Promise<number> {
  const server = await startTempPostgres();
  try {
    if (interruptedBy) return 130;
    console.log(`[postgres] TEST_DATABASE_URL=${server.url}`);
    const { DATABASE_URL: _ignored, ...env } = process.env;
    return await runCommand(command, args, { ...env, TEST_DATABASE_URL: server.url });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node --import tsx tests/support/with-postgres.ts <command> [args...]');
    process.exit(2);
  }
  try {
    const code = await withPostgres(command, args);
    process.exit(interruptedBy && code === 0 ? 130 : code);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
