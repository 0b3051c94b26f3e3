/**
 * `fetch` for a request whose upload progress someone watches: fetch reports none, so this sends
 * it with XMLHttpRequest and answers a Response as fetch would (a TypeError when the network fails,
 * an AbortError when the signal aborts), so everything after the transport stays the same.
 * Loaded only by a call that asks for progress (a returns photo or video, up to 10 MB).
 */
export function fetchWithUploadProgress(url: string, init: RequestInit & { headers: Record<string, string> }, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const { signal } = init;
    if (signal?.aborted) return reject(abortError());
    request.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    // Text, not a Blob: the answers of uploads are JSON.
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      onProgress(1);
      resolve(new Response(request.status === 204 ? null : request.responseText, { status: request.status, statusText: request.statusText, headers: responseHeaders(request.getAllResponseHeaders()) }));
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** "name: value\r\n…" as Headers. */
function responseHeaders(text: string): Headers {
  const headers = new Headers();
  for (const line of text.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
