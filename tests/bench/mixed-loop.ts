import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { MIXED_KINDS, type MixedKind, type MixedRequest } from './mixed-requests';

type Answer = { status: number; body: Buffer; error?: string };

/**
 * One request with a body; resolves with the status and the body (buffered, unzipped when asked,
 * never parsed here). Like a browser, a request that fails with ECONNRESET on a reused keep-alive
 * socket (the server closed it as idle just as it was reused) is sent once more on a fresh one.
 */
export async function sendRequest(agent: http.Agent | undefined, port: number, request: MixedRequest, options: { signal?: AbortSignal; decode?: boolean } = {}): Promise<Answer> {
  const first = await sendAttempt(agent, port, request, options);
  if (first.retryable && !options.signal?.aborted) return sendAttempt(agent, port, request, options);
  return first;
}

function sendAttempt(agent: http.Agent | undefined, port: number, request: MixedRequest, options: { signal?: AbortSignal; decode?: boolean }): Promise<Answer & { retryable?: boolean }> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Answer & { retryable?: boolean }) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const { signal, decode = false } = options;
    const headers = request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
    const req = http.request({ agent, host: '127.0.0.1', port, path: request.path, method: request.method, headers, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const raw = Buffer.concat(chunks);
        const body = decode && res.headers['content-encoding'] === 'gzip' && raw.length ? gunzipSync(raw) : raw;
        finish({ status, body, error: status >= 200 && status < 300 ? undefined : `HTTP ${status}` });
      });
      res.on('error', (error) => finish({ status: res.statusCode ?? 0, body: Buffer.alloc(0), error: error.message || 'response error' }));
      res.on('aborted', () => finish({ status: res.statusCode ?? 0, body: Buffer.alloc(0), error: 'aborted' }));
    });
    req.on('error', (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      finish({ status: 0, body: Buffer.alloc(0), error: signal?.aborted ? 'timeout' : (code ?? error.message), retryable: code === 'ECONNRESET' && req.reusedSocket });
    });
    req.end(request.body);
  });
}

export interface KindFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

export interface MixedStep {
  rate: number;
  seconds: number;
  requests: number;
  errors: number;
  errorKinds: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  byKind: Partial<Record<MixedKind, KindFigures>>;
  /** Percent of one core over the step: the server's processes, PostgreSQL's, the load generator's. */
  serverCpuPercent?: number;
  dbCpuPercent?: number;
  clientCpuPercent: number;
  /** CPU used meanwhile by processes outside the bench (other work on the machine): high means noisy figures. */
  otherCpuPercent?: number;
  pass: boolean;
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : Number.NaN);

function figures(latencies: number[]): Pick<KindFigures, 'p50' | 'p99' | 'max'> {
  const sorted = Float64Array.from(latencies).sort();
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN };
}

/** A step passes with p99 under this and no errors (the capacity rule). */
export const MIXED_P99_MS = 200;

/**
 * Open loop at a fixed rate: request n is sent at start + n / rate whatever the server does, and its
 * latency runs from that intended time (no coordinated omission). A request still unanswered after
 * `timeoutMs` counts as an error, so a step ends by duration + timeout.
 */
export async function mixedOpenLoop(options: { port: number; rate: number; durationMs: number; timeoutMs: number; next: (n: number) => MixedRequest; maxSockets: number }): Promise<MixedStep> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets, maxFreeSockets: options.maxSockets });
  const total = Math.max(1, Math.round((options.rate * options.durationMs) / 1000));
  const interval = 1000 / options.rate;
  const all: number[] = [];
  const byKind = new Map<MixedKind, { latencies: number[]; errors: number }>();
  const errorKinds: Record<string, number> = {};
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const cpu = process.cpuUsage();
  const start = performance.now() + 20;
  try {
    const fire = (n: number, intended: number) => {
      const request = options.next(n);
      const lag = performance.now() - intended;
      const signal = AbortSignal.timeout(Math.max(1, Math.round(options.timeoutMs - lag)));
      const promise = sendRequest(agent, options.port, request, { signal }).then((outcome) => {
        const latency = performance.now() - intended;
        all.push(latency);
        const entry = byKind.get(request.kind) ?? { latencies: [], errors: 0 };
        byKind.set(request.kind, entry);
        entry.latencies.push(latency);
        if (outcome.error) {
          errors += 1;
          entry.errors += 1;
          const label = `${request.kind}: ${outcome.error}`;
          errorKinds[label] = (errorKinds[label] ?? 0) + 1;
        }
        inFlight.delete(promise);
      });
      inFlight.add(promise);
    };
    await new Promise<void>((resolve) => {
      let sent = 0;
      const tick = () => {
        const now = performance.now();
        while (sent < total && start + sent * interval <= now) {
          fire(sent, start + sent * interval);
          sent += 1;
        }
        if (sent >= total) return resolve();
        setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      };
      setTimeout(tick, Math.max(0, start - performance.now()));
    });
    await Promise.all([...inFlight]);
    const wallMs = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const overall = figures(all);
    const kinds: MixedStep['byKind'] = {};
    for (const kind of MIXED_KINDS) {
      const entry = byKind.get(kind);
      if (entry) kinds[kind] = { requests: entry.latencies.length, errors: entry.errors, ...figures(entry.latencies) };
    }
    return {
      rate: options.rate,
      seconds: wallMs / 1000,
      requests: all.length,
      errors,
      errorKinds,
      ...overall,
      byKind: kinds,
      clientCpuPercent: ((used.user + used.system) / 1000 / wallMs) * 100,
      pass: errors === 0 && overall.p99 < MIXED_P99_MS,
    };
  } finally {
    agent.destroy();
  }
}
