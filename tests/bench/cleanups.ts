// Clean-up: every server and the PostgreSQL instance are stopped on success, error and Ctrl-C.
const cleanups: (() => Promise<void>)[] = [];

/** Registers work to undo at the end (last registered runs first). */
export function onCleanup(work: () => Promise<void>) {
  cleanups.push(work);
}

export async function runCleanups() {
  while (cleanups.length) {
    const next = cleanups.pop();
    await next?.().catch((error: unknown) => console.error(`[bench] clean-up failed: ${String(error)}`));
  }
}

let interrupted = false;
export const wasInterrupted = () => interrupted;

/** On Ctrl-C or SIGTERM: clean up, then exit 130. */
export function handleSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`[bench] ${signal}: stopping servers and PostgreSQL…`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
}
