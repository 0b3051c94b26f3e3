import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';

/** One request to the bench server on 127.0.0.1, body buffered, with its wall-clock time. */
export function rawGet(port: number, pathname: string, headers: Record<string, string>, method = 'GET', timeoutMs = 60_000) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer to ${method} ${pathname.slice(0, 60)} in ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end();
  });
}

export async function getJson<T>(port: number, pathname: string, method = 'GET', timeoutMs = 60_000): Promise<T> {
  const response = await rawGet(port, pathname, {}, method, timeoutMs);
  return JSON.parse(response.body.toString('utf8')) as T;
}

export function decode(response: { headers: http.IncomingHttpHeaders; body: Buffer }): Buffer {
  return response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body;
}
