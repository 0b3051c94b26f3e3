import { Worker } from 'node:worker_threads';
import type { ServerPageRequest } from '@/api/server-pages';
import { logError } from '@/server/services/logging/log-error';

/**
 * The render thread's code (plain JavaScript: it only loads the build's renderer, which is built for
 * Node). The renderer's API calls come back to the server's thread as messages (`fetch`), where the
 * API answers them in process as before; the answer's bytes go back (`answer`).
 */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const answers = new Map();
let lastFetch = 0;
parentPort.on('message', (message) => {
  if (message.kind === 'answer') {
    const waiting = answers.get(message.fetchId);
    answers.delete(message.fetchId);
    if (!waiting) return;
    if (message.error !== undefined) waiting.reject(new Error(message.error));
    else waiting.resolve(new Response(message.body.byteLength > 0 ? message.body : null, { status: message.status, headers: message.headers }));
    return;
  }
  if (message.kind === 'load') {
    import(message.rendererUrl).catch(() => undefined);
    return;
  }
  const { renderId, rendererUrl, request } = message;
  const fetchApi = (url, init = {}) =>
    new Promise((resolve, reject) => {
      const fetchId = ++lastFetch;
      answers.set(fetchId, { resolve, reject });
      const body = typeof init.body === 'string' ? init.body : undefined;
      parentPort.postMessage({ kind: 'fetch', renderId, fetchId, url: String(url), method: init.method || 'GET', headers: [...new Headers(init.headers)], body });
    });
  import(rendererUrl)
    .then((module) => module.renderServerPage({ ...request, fetchApi }))
    .then(
      (html) => parentPort.postMessage({ kind: 'rendered', renderId, html }),
      (error) => parentPort.postMessage({ kind: 'rendered', renderId, error: String((error && error.message) || error), stack: error && error.stack }),
    );
});
`;

type FromThread =
  | { kind: 'fetch'; renderId: number; fetchId: number; url: string; method: string; headers: [string, string][]; body: string | undefined }
  | { kind: 'rendered'; renderId: number; html?: string; error?: undefined }
  | { kind: 'rendered'; renderId: number; error: string; stack?: string };

interface Render {
  fetchApi: ServerPageRequest['fetchApi'];
  resolve(html: string | undefined): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export class RenderThreadStopped extends Error {}

/**
 * Renders pages on a thread of their own (SERVER_PAGES_THREAD=own): a render is 20-30 ms of React's
 * work, which on the server's thread held up every request that arrived meanwhile (README "Page HTML
 * and Lighthouse SEO"). The thread starts with the first render. A render still running after
 * `timeoutMs` means a page that never finishes: the thread is ended (the renderer's queue with it,
 * every render on it fails and is left to the app) and a new one starts with the next render.
 */
export function renderThread(timeoutMs: number) {
  let worker: Worker | undefined;
  const renders = new Map<number, Render>();
  let lastRender = 0;

  const stop = (error: Error) => {
    const stopped = worker;
    worker = undefined;
    for (const render of renders.values()) {
      clearTimeout(render.timer);
      render.reject(error);
    }
    renders.clear();
    void stopped?.terminate();
  };

  async function answer(thread: Worker, message: Extract<FromThread, { kind: 'fetch' }>) {
    const render = renders.get(message.renderId);
    try {
      if (!render) throw new Error('The render has ended.');
      const response = await render.fetchApi(message.url, { method: message.method, headers: message.headers, body: message.body });
      const body = await response.arrayBuffer();
      thread.postMessage({ kind: 'answer', fetchId: message.fetchId, status: response.status, headers: [...response.headers], body }, [body]);
    } catch (error) {
      thread.postMessage({ kind: 'answer', fetchId: message.fetchId, error: error instanceof Error ? error.message : String(error) });
    }
  }

  function start(): Worker {
    const thread = new Worker(THREAD_SOURCE, { eval: true });
    // The server's process ends when it is told to, with or without renders under way.
    thread.unref();
    thread.on('message', (message: FromThread) => {
      if (message.kind === 'fetch') {
        void answer(thread, message);
        return;
      }
      const render = renders.get(message.renderId);
      if (!render) return;
      renders.delete(message.renderId);
      clearTimeout(render.timer);
      if (message.error === undefined) {
        render.resolve(message.html);
        return;
      }
      const error = new Error(message.error);
      if (message.stack) error.stack = message.stack;
      render.reject(error);
    });
    thread.on('error', (error) => {
      logError('[pages] the render thread failed', error);
      if (worker === thread) stop(new RenderThreadStopped('The render thread failed.'));
    });
    thread.on('exit', () => {
      if (worker === thread) stop(new RenderThreadStopped('The render thread has stopped.'));
    });
    return thread;
  }

  /** Loads the renderer ahead of the first render (a build's renderer is loaded once per thread). */
  const load = (rendererUrl: string) => {
    worker ??= start();
    worker.postMessage({ kind: 'load', rendererUrl });
  };

  const render = (rendererUrl: string, { fetchApi, ...request }: ServerPageRequest): Promise<string | undefined> => {
    worker ??= start();
    const thread = worker;
    const renderId = ++lastRender;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        logError('[pages] a render did not finish; the render thread starts afresh', new Error(request.url));
        if (worker === thread) stop(new RenderThreadStopped('The render thread was restarted.'));
      }, timeoutMs);
      timer.unref();
      renders.set(renderId, { fetchApi, resolve, reject, timer });
      thread.postMessage({ kind: 'render', renderId, rendererUrl, request });
    });
  };
  return { render, load };
}
