import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import type { ServerPageRequest } from '@/api/server-pages';
import { renderThread, RenderThreadStopped } from './render-thread';

// Issue 22: pages are rendered off the server's thread (README "Pages for crawlers"). The renderer
// still reads the API of the server's thread, and a page that never finishes must not hold renders for ever.
const dir = mkdtempSync(path.join(tmpdir(), 'apotheca-render-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'pages.js');
writeFileSync(
  file,
  `export async function renderServerPage({ url, storeSlug, fetchApi }) {
    if (url === '/never') return new Promise(() => undefined);
    if (url === '/broken') throw new Error('broken page');
    const answer = await fetchApi('/api/p/stores?x=1', { method: 'POST', headers: { 'x-api-key': 'key' }, body: '{"a":1}' });
    return '<h1>' + url + ' for ' + storeSlug + ': ' + answer.status + ' ' + (await answer.text()) + '</h1>';
  }`,
);
const rendererUrl = pathToFileURL(file).href;

const request = (url: string, fetchApi: ServerPageRequest['fetchApi']): ServerPageRequest => ({ url, storeSlug: 'albany-ny', usageType: 'recreational', ageConfirmed: true, fetchApi });
const echo: ServerPageRequest['fetchApi'] = async (url, init) =>
  new Response(`${init.method} ${url} ${new Headers(init.headers).get('x-api-key')} ${String(init.body)}`, { status: 201 });

describe('the render thread', () => {
  test("renders with the request's state, its API calls answered by the server's thread", async () => {
    const { render } = renderThread(5_000);
    expect(await render(rendererUrl, request('/product/1', echo))).toBe('<h1>/product/1 for albany-ny: 201 POST /api/p/stores?x=1 key {"a":1}</h1>');
    await expect(render(rendererUrl, request('/broken', echo))).rejects.toThrow('broken page');
  });

  test('a render that never finishes ends the thread after the time given; the next render gets a new one', async () => {
    const { render } = renderThread(300);
    await expect(render(rendererUrl, request('/never', echo))).rejects.toBeInstanceOf(RenderThreadStopped);
    expect(await render(rendererUrl, request('/after', echo))).toContain('<h1>/after for albany-ny: 201');
  });

  test('an API call that fails reaches the renderer as an error it can handle', async () => {
    const { render } = renderThread(5_000);
    const failing: ServerPageRequest['fetchApi'] = () => Promise.reject(new Error('API down'));
    await expect(render(rendererUrl, request('/product/2', failing))).rejects.toThrow('API down');
  });
});
