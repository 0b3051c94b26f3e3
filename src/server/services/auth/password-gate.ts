import os from 'node:os';
import { ApiProblem } from '@/server/http/errors';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS } from '@/server/http/load-shedding';

/**
 * A password check is about half a second of CPU and 128 MiB (scrypt at OWASP's cost, passwords.ts).
 * Unbounded, a burst of sign-ins takes every core and starves the rest of the API, so the checks of a
 * process run a few at a time (half its cores, at least one), a few more wait their turn, and past that a sign-in is
 * answered 503 with Retry-After at once (README "Performance": sign-in under load), like any request
 * past the in-flight bound (http/load-shedding.ts).
 */
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.floor(os.availableParallelism() / 2));
/** Checks that may wait for a turn: at about half a second each, the last waits a few seconds. */
export const PASSWORD_CHECKS_WAITING = 8;

/** A password check refused because too many are running and waiting. */
export class PasswordChecksBusy extends ApiProblem {
  constructor() {
    super(503, { error: BUSY_MESSAGE, retry_after_seconds: BUSY_RETRY_AFTER_SECONDS });
  }
}

export interface WorkGate {
  /** Runs `work` when a slot is free; waits while `waiting` others do; throws PasswordChecksBusy past that. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function workGate(atOnce: number, maxWaiting: number): WorkGate {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < atOnce) running += 1;
      else if (queue.length < maxWaiting) await new Promise<void>((resolve) => queue.push(resolve));
      else throw new PasswordChecksBusy();
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The process's one gate: every scrypt derivation (hash or verify) goes through it. */
export const passwordGate = workGate(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING);
