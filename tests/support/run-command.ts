import { spawn } from 'node:child_process';
import path from 'node:path';

/** Local binaries (tsc, eslint, vitest, playwright) first on PATH, as inside npm scripts. */
export function withLocalBin(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const bin = path.resolve('node_modules', '.bin');
  return { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ''}` };
}

/** The signal that interrupted the current run, if any (SIGINT or SIGTERM). */
export let interruptedBy: NodeJS.Signals | undefined;
const running = new Set<number>();

function forward(signal: NodeJS.Signals) {
  interruptedBy ??= signal;
  for (const pid of running) {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => forward('SIGINT'));
process.on('SIGTERM', () => forward('SIGTERM'));
process.on('exit', () => forward('SIGTERM'));

/**
 * Runs a command with inherited stdout/stderr and no stdin, in its own process group: a Ctrl-C
 * or SIGTERM reaching this process is forwarded to the group exactly once, so tools such as
 * Playwright and vitest shut down gracefully (and stop the servers they started).
 * Answers the exit code (128 + n when killed by a signal).
 */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: withLocalBin(env), detached: true });
    if (child.pid) running.add(child.pid);
    child.on('error', (error) => {
      console.error(`[run] could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      if (child.pid) running.delete(child.pid);
      resolve(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGKILL' ? 137 : 143));
    });
  });
}
