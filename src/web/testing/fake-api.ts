import { vi } from 'vitest';

/** Test-only: a stand-in for the API server behind `fetch` (and XMLHttpRequest, which uploads with progress use). */

export interface ApiCall {
  path: string;
  method: string;
  body: unknown;
  /** Not enumerable, so a test that compares a call to { path, method, body } keeps doing so. */
  readonly headers: Headers;
}

/** An answer that never comes: fetch rejects as it does with no network (the client's 'network' kind). */
export const NO_NETWORK = 'no network';

export type FakeAnswer = { status?: number; body: unknown } | typeof NO_NETWORK;

/** Answers by path (without /api): a table of paths, or one function of the path and body. */
export type FakeResponder = Record<string, (body: unknown) => FakeAnswer> | ((path: string, body: unknown) => FakeAnswer);

/**
 * Replaces `fetch` with a mock that answers each call with `respond` and records it (JSON and
 * form bodies alike). A path the table does not list answers 500, so a test notices an unexpected call.
 * Undo with vi.unstubAllGlobals().
 */
export function fakeApi(respond: FakeResponder, options: { stepUploads?: boolean } = {}) {
  const calls: ApiCall[] = [];
  /** Records a call and answers it as the server would. */
  function answerCall(input: RequestInfo | URL, init?: RequestInit): FakeAnswer {
    const path = new URL(String(input), 'http://test').pathname.replace(/^\/api/, '');
    const body = init?.body instanceof FormData ? Object.fromEntries(init.body.entries()) : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push(Object.defineProperty({ path, method: init?.method ?? 'GET', body }, 'headers', { value: new Headers(init?.headers), enumerable: false }) as ApiCall);
    return typeof respond === 'function' ? respond(path, body) : (respond[path]?.(body) ?? { status: 500, body: { error: `No fake answer for ${path}` } });
  }
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answerCall(input, init);
    if (answer === NO_NETWORK) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  const uploads = new UploadSteps(Boolean(options.stepUploads));
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(answerCall, uploads));
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path), uploads };
}

type Step = { fraction: number } | 'answer';

/**
 * How a fake upload (XMLHttpRequest) goes on: at once, reporting FAKE_UPLOAD_PROGRESS then answering;
 * or, with `stepUploads`, one step each time the test calls `progress(fraction)` or `answer()`.
 */
class UploadSteps {
  private waiting: ((step: Step) => void)[] = [];
  private queued: Step[] = [];
  constructor(readonly stepped: boolean) {}
  /** The next step of the upload in progress (a test's call, or the automatic ones). */
  next(): Promise<Step> {
    const step = this.queued.shift();
    return step ? Promise.resolve(step) : new Promise((resolve) => this.waiting.push(resolve));
  }
  private push(step: Step) {
    const waiter = this.waiting.shift();
    if (waiter) waiter(step);
    else this.queued.push(step);
  }
  /** Reports that `fraction` of the body has been sent. */
  progress(fraction: number) {
    this.push({ fraction });
  }
  /** Lets the fake server answer. */
  answer() {
    this.push('answer');
  }
}

/** Upload progress a fake XMLHttpRequest reports before it answers, unless the test steps it. */
export const FAKE_UPLOAD_PROGRESS = [0.25, 0.75];

/** An XMLHttpRequest that answers through the same fake server, reporting upload progress first. */
function fakeXhrClass(answerCall: (input: string, init: RequestInit) => FakeAnswer, steps: UploadSteps) {
  return class FakeXMLHttpRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: BodyInit | null) {
      void (async () => {
        const automatic: Step[] = [...FAKE_UPLOAD_PROGRESS.map((fraction) => ({ fraction })), 'answer'];
        for (;;) {
          const step = steps.stepped ? await steps.next() : automatic.shift()!;
          await Promise.resolve();
          if (this.aborted) return;
          if (step !== 'answer') {
            this.upload.onprogress?.({ lengthComputable: true, loaded: step.fraction * 100, total: 100 } as ProgressEvent);
            continue;
          }
          const answer = answerCall(this.url, { method: this.method, headers: this.headers, body });
          if (answer === NO_NETWORK) return this.onerror?.();
          this.status = answer.status ?? 200;
          this.responseText = JSON.stringify(answer.body);
          return this.onload?.();
        }
      })();
    }
  };
}
