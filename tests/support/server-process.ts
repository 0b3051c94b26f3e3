import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

/**
 * The real server as a child process (src/server/cli/serve.ts: `npm start` without its build step)
 * on a free loopback port, for tests that stop it the hard way. `settings` are its environment
 * settings on top of this process's (TEST_DATABASE_URL and DATABASE_URL are not passed on).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Whether the API tests run on PostgreSQL (the api-postgres step of `npm test`), where a second process can share a test's database. */
export const testsRunOnPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

const running = new Set<ChildProcess>();

export async function startServerProcess(settings: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { TEST_DATABASE_URL: _admin, DATABASE_URL: _developers, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), HOST: '127.0.0.1', ...settings };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/serve.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isHealthy(port))) {
    if (!running.has(child) || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, child, exited };
}

/** Kills every server this file started that is still running (an afterAll of a failed test). */
export function killServerProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

async function isHealthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}
