import { ApiProblem } from './errors';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS } from './load-shedding';

/** Work refused because as many are running and waiting as the gate allows: answered 503 with Retry-After. */
export class WorkGateBusy extends ApiProblem {
  constructor() {
    super(503, { error: BUSY_MESSAGE, retry_after_seconds: BUSY_RETRY_AFTER_SECONDS });
  }
}

/**
 * Bounds CPU-heavy work of one kind in a process (password checks, share cards): a few at once, a
 * few more waiting their turn, and past that refused at once like any request past the in-flight
 * bound (load-shedding.ts), so a burst of it cannot starve the rest of the API.
 */
export interface WorkGate {
  /** Runs `work` when a slot is free; waits while `waiting` others do; throws WorkGateBusy past that. */
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
      else throw new WorkGateBusy();
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
