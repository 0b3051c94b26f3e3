import { performance } from 'node:perf_hooks';
/** A bench part's phases with how long each took (ms), in order, for the report's timing table. */
export function phaseTimer(): { phases: [string, number][]; timed: <T>(name: string, work: () => Promise<T> | T) => Promise<T> } {
  const phases: [string, number][] = [];
  const timed = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      phases.push([name, performance.now() - started]);
    }
  };
  return { phases, timed };
}
