/**
 * A V8 CPU profile (the inspector's `Profiler.stop` answer) summed up for the report: where the main
 * thread's busy time went, by area (our layers, each package, Node's internals, GC) and by function.
 */

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface ProfileShare {
  name: string;
  ms: number;
  /** Share of the busy time (the profile's time minus idle). */
  percent: number;
}

export interface ProfileSummary {
  seconds: number;
  /** Main-thread busy time over the profile's wall time. */
  busyPercent: number;
  areas: ProfileShare[];
  functions: ProfileShare[];
}

/** The area a frame belongs to: a package, one of our layers, Node's internals, or V8's own work. */
export function frameArea(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'V8 and native code (program)';
    return `native: ${functionName || '(anonymous)'}`;
  }
  if (url.startsWith('wasm://')) return "WebAssembly (PGlite's PostgreSQL)";
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return 'Node internals';
  const ours = /\/src\/(server|api|domain)\/(?:([^/]+)\/)?/.exec(url);
  if (ours) return ours[1] === 'server' && ours[2] ? `src/server/${ours[2]}` : `src/${ours[1]}`;
  if (url.includes('/tests/')) return 'bench harness';
  return 'other';
}

const frameName = (frame: CpuProfile['nodes'][number]['callFrame']) => {
  const file = frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(src|tests)\//, '$1/').replace(/^file:\/\//, '');
  return `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
};

const top = (totals: Map<string, number>, busyMs: number, count: number): ProfileShare[] =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms, percent: busyMs ? (ms / busyMs) * 100 : 0 }));

/** Self time per area and per function, from the samples and their time deltas. */
export function summarizeProfile(profile: CpuProfile, count = { areas: 14, functions: 15 }): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let idleMs = 0;
  let totalMs = 0;
  for (let index = 0; index < samples.length; index += 1) {
    // timeDeltas[i] is the time before sample i; the time after it is the next delta.
    const ms = (deltas[index + 1] ?? 0) / 1000;
    totalMs += ms;
    const frame = byId.get(samples[index]!)?.callFrame;
    if (!frame || frame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    const area = frameArea(frame.url, frame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + ms);
    const name = frameName(frame);
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const busyMs = totalMs - idleMs;
  return {
    seconds: (profile.endTime - profile.startTime) / 1e6,
    busyPercent: totalMs ? (busyMs / totalMs) * 100 : 0,
    areas: top(areas, busyMs, count.areas),
    functions: top(functions, busyMs, count.functions),
  };
}
