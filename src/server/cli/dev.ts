import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../config';

/**
 * `npm run dev`: hot reload for both sides in one command.
 * - api: `tsx watch src/server/cli/api-dev.ts` on API_PORT (default 3001), restarted on server changes;
 * - web: the Vite dev server on PORT (default 3000) with HMR, proxying /api to API_PORT (vite.config.ts).
 * Ctrl-C or SIGTERM stops both; if either exits, the other is stopped too.
 */
const config = loadConfig();
const apiPort = Number(process.env.API_PORT ?? 3001);
const bin = (name: string) => path.resolve('node_modules', '.bin', name);

const children = new Map<string, ChildProcess>();
let stopping = false;
let exitCode = 0;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  // Own process group and no stdin: one signal from us reaches each tool and everything it started.
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env, detached: true });
  children.set(name, child);
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[dev] ${name} exited (${code ?? signal}); stopping the other side`);
      stop(code || 1);
    }
    if (children.size === 0) process.exit(exitCode);
  });
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children.values()) signalGroup(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) signalGroup(child, 'SIGKILL');
    process.exit(exitCode || 1);
  }, 10_000).unref();
  if (children.size === 0) process.exit(exitCode);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

start('api', bin('tsx'), ['watch', '--clear-screen=false', 'src/server/cli/api-dev.ts'], {
  ...process.env,
  PORT: String(apiPort),
  HOST: '127.0.0.1',
});
start('web', bin('vite'), ['--port', String(config.PORT), '--strictPort', '--host', config.HOST], {
  ...process.env,
  API_PORT: String(apiPort),
});
console.log(`[dev] web on http://localhost:${config.PORT} (Vite, HMR) · API on http://127.0.0.1:${apiPort}/api (tsx watch)`);
