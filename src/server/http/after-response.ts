/**
 * Work a request starts but its answer must not wait for, nor reveal: neither how long the work took
 * nor whether it failed (e.g. whether an email has an account to send a code to). It runs once the
 * handler has returned; a failure is logged, never answered.
 */
const pending = new Set<Promise<void>>();

export function runAfterResponse(label: string, work: () => Promise<unknown>): void {
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => console.error(`[api] ${label}`, error),
    )
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once the work started so far has finished: shutdown waits for it before closing the database. */
export async function afterResponseSettled(): Promise<void> {
  while (pending.size) await Promise.all(pending);
}
