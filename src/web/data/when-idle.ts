/**
 * Runs `task` once the main thread is idle, at most `maxWaitMs` later (setTimeout where the browser has
 * no requestIdleCallback). For start-up work the first screen does not show: registering the service
 * worker, replaying waiting writes, keeping the device's copies of answers. A repeat visit's start is
 * a few long tasks at 4x CPU; what can wait goes after them, so a tap in that window is answered sooner.
 */
export function whenIdle(task: () => void, maxWaitMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: maxWaitMs });
  else setTimeout(task, 0);
}

/** whenIdle as a promise. */
export function idle(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, maxWaitMs));
}
