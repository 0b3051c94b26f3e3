import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * A small HTTP load generator on node:http with keep-alive sockets. Bodies are counted, never
 * decompressed or parsed, to keep the generator's CPU share low (client and server share 2 cores).
 */
export interface Target {
  port: number;
  path: string;
  /** When set, request n goes to pathFor(n) instead of `path` (e.g. unique URLs that miss a cache). */
  pathFor?: (n: number) => string;
  headers: Record<string, string>;
}

let sequence = 0;
const pathOf = (target: Target) => (target.pathFor ? target.pathFor(sequence++) : target.path);

export interface Outcome {
  status: number;
  bytes: number;
  error?: string;
}

export interface LoadResult {
  mode: 'closed' | 'open';
  /** Completed requests (successful or not) inside the measured window. */
  requests: number;
  errors: number;
  errorKinds: Record<string, number>;
  /** Successful responses per second over the measured window. */
  rps: number;
  seconds: number;
  /** Latencies of all finished requests in ms (open loop: from the intended send time). */
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  bytesPerResponse: number;
  /** Open loop only: how late the generator dispatched requests (its own lag), in ms. */
  dispatchLagP99?: number;
  dispatchLagMax?: number;
  /** Open loop only: the offered rate and the number of requests scheduled. */
  targetRate?: number;
  scheduled?: number;
  /** Client CPU time (this process) per wall second, in percent of one core. */
  clientCpuPercent: number;
}

/**
 * One GET. `timeoutMs` bounds the socket's inactivity; `signal` (open loop) aborts a request whose
 * deadline, counted from its intended send time, has passed, even while it waits for a socket.
 * Like a browser, a request that fails with ECONNRESET on a reused keep-alive socket (the server
 * closed it as idle just as it was reused) is sent once more on a fresh one.
 */
export async function sendOnce(agent: http.Agent, target: Target, timeoutMs: number, signal?: AbortSignal): Promise<Outcome> {
  const path = pathOf(target);
  const first = await sendAttempt(agent, target, path, timeoutMs, signal);
  if (first.retryable && !signal?.aborted) return sendAttempt(agent, target, path, timeoutMs, signal);
  return first;
}

function sendAttempt(
  agent: http.Agent,
  target: Target,
  path: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Outcome & { retryable?: boolean }> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome & { retryable?: boolean }) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = http.request(
      { agent, host: '127.0.0.1', port: target.port, path, method: 'GET', headers: target.headers, signal },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          finish({ status, bytes, error: status === 200 ? undefined : `HTTP ${status}` });
        });
        res.on('error', (error) => finish({ status: res.statusCode ?? 0, bytes, error: error.message || 'response error' }));
        res.on('aborted', () => finish({ status: res.statusCode ?? 0, bytes, error: 'aborted' }));
      },
    );
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error(`timeout ${timeoutMs} ms`));
    });
    req.on('error', (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      finish({
        status: 0,
        bytes: 0,
        error: code === 'ABORT_ERR' || error.name === 'AbortError' ? `timeout ${timeoutMs} ms` : (code ?? error.message),
        retryable: code === 'ECONNRESET' && req.reusedSocket,
      });
    });
    req.end();
  });
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

function summarize(latencies: number[], outcomes: { errors: number; kinds: Record<string, number>; bytes: number; ok: number }) {
  const sorted = Float64Array.from(latencies).sort();
  const mean = latencies.length ? latencies.reduce((sum, value) => sum + value, 0) / latencies.length : Number.NaN;
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN,
    mean,
    bytesPerResponse: outcomes.ok ? outcomes.bytes / outcomes.ok : 0,
  };
}

function cpuPercent(start: NodeJS.CpuUsage, wallMs: number): number {
  const used = process.cpuUsage(start);
  return wallMs > 0 ? ((used.user + used.system) / 1000 / wallMs) * 100 : 0;
}

/**
 * Closed loop: `concurrency` workers each send, wait for the answer, send again, until the window ends.
 * A warm-up of the same shape runs first and is not recorded.
 */
export async function closedLoop(options: {
  target: Target;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  timeoutMs: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency, maxFreeSockets: options.concurrency });
  try {
    const run = async (windowMs: number, record: boolean) => {
      const latencies: number[] = [];
      const acc = { errors: 0, kinds: {} as Record<string, number>, bytes: 0, ok: 0 };
      const start = performance.now();
      const end = start + windowMs;
      const cpu = process.cpuUsage();
      const worker = async () => {
        while (performance.now() < end) {
          const sent = performance.now();
          const outcome = await sendOnce(agent, options.target, options.timeoutMs);
          if (!record) continue;
          latencies.push(performance.now() - sent);
          if (outcome.error) {
            acc.errors += 1;
            acc.kinds[outcome.error] = (acc.kinds[outcome.error] ?? 0) + 1;
          } else {
            acc.ok += 1;
            acc.bytes += outcome.bytes;
          }
        }
      };
      await Promise.all(Array.from({ length: options.concurrency }, worker));
      const wallMs = performance.now() - start;
      return { latencies, acc, wallMs, clientCpuPercent: cpuPercent(cpu, wallMs) };
    };
    if (options.warmupMs > 0) await run(options.warmupMs, false);
    const { latencies, acc, wallMs, clientCpuPercent } = await run(options.durationMs, true);
    return {
      mode: 'closed',
      requests: latencies.length,
      errors: acc.errors,
      errorKinds: acc.kinds,
      rps: acc.ok / (wallMs / 1000),
      seconds: wallMs / 1000,
      ...summarize(latencies, acc),
      clientCpuPercent,
    };
  } finally {
    agent.destroy();
  }
}

/**
 * Open loop: requests are scheduled at a fixed rate whatever the server does; each latency is
 * measured from the request's intended send time, so a stalled server cannot hide its queue
 * (no coordinated omission). Bounded: after the schedule ends, in-flight requests get at most
 * their own timeout.
 */
export async function openLoop(options: {
  target: Target;
  rate: number;
  durationMs: number;
  timeoutMs: number;
  maxSockets?: number;
}): Promise<LoadResult> {
  // A cap on open connections (a crowd of browsers would have more, but an overloaded server keeps
  // working on requests the generator has given up on: the cap bounds that backlog).
  const maxSockets = options.maxSockets ?? 32;
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const total = Math.max(1, Math.round((options.rate * options.durationMs) / 1000));
  const intervalMs = 1000 / options.rate;
  const latencies: number[] = [];
  const lags: number[] = [];
  const acc = { errors: 0, kinds: {} as Record<string, number>, bytes: 0, ok: 0 };
  const inFlight = new Set<Promise<void>>();
  const cpu = process.cpuUsage();
  const start = performance.now() + 20;
  let lastDone = start;
  try {
    const fire = (intended: number) => {
      const lag = performance.now() - intended;
      lags.push(lag);
      // The deadline runs from the intended send time: the whole run ends by duration + timeout.
      const signal = AbortSignal.timeout(Math.max(1, Math.round(options.timeoutMs - lag)));
      const promise = sendOnce(agent, options.target, options.timeoutMs, signal).then((outcome) => {
        const now = performance.now();
        lastDone = Math.max(lastDone, now);
        latencies.push(now - intended);
        if (outcome.error) {
          acc.errors += 1;
          acc.kinds[outcome.error] = (acc.kinds[outcome.error] ?? 0) + 1;
        } else {
          acc.ok += 1;
          acc.bytes += outcome.bytes;
        }
        inFlight.delete(promise);
      });
      inFlight.add(promise);
    };
    await new Promise<void>((resolve) => {
      let sent = 0;
      const tick = () => {
        const now = performance.now();
        while (sent < total && start + sent * intervalMs <= now) {
          fire(start + sent * intervalMs);
          sent += 1;
        }
        if (sent >= total) return resolve();
        setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
      };
      setTimeout(tick, Math.max(0, start - performance.now()));
    });
    await Promise.all([...inFlight]);
    const wallMs = lastDone - start;
    const lagSorted = Float64Array.from(lags).sort();
    return {
      mode: 'open',
      requests: latencies.length,
      errors: acc.errors,
      errorKinds: acc.kinds,
      rps: acc.ok / (wallMs / 1000),
      seconds: wallMs / 1000,
      ...summarize(latencies, acc),
      dispatchLagP99: percentile(lagSorted, 99),
      dispatchLagMax: lagSorted.length ? (lagSorted[lagSorted.length - 1] ?? 0) : 0,
      targetRate: options.rate,
      scheduled: total,
      clientCpuPercent: cpuPercent(cpu, wallMs),
    };
  } finally {
    agent.destroy();
  }
}
