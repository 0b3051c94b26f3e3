import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import type { RenderServerPage, ServerPageRequest } from '@/api/server-pages';
import { transport } from '@/web/data/call';
import { routeTree } from '@/web/route-tree.gen';
import { ageGateState } from '@/web/shell/age-gate/age-gate-state';
import { shoppingState } from '@/web/state/shopping';

/**
 * The app's own screens rendered on the server (issue 22): the build bundles this file for Node
 * (vite.config.ts serverPages), and the server shows its markup before the app runs, so a crawler, a
 * link preview or a shopper on a new device reads the page at once; the app then takes over the
 * document as it does from a page kept on the device (src/web/shell/pwa/page-snapshot.ts).
 *
 * The app keeps the shopper's choice, the age gate and its API transport in module state, as a
 * browser tab does: pages render one after another, each with its request's state.
 */
let queue: Promise<unknown> = Promise.resolve();

export const renderServerPage: RenderServerPage = (request) => {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
};

async function render({ url, storeSlug, usageType, ageConfirmed, fetchApi }: ServerPageRequest): Promise<string | undefined> {
  shoppingState.orderingAppId = undefined;
  shoppingState.storeId = undefined;
  shoppingState.storeSlug = storeSlug;
  shoppingState.usageType = usageType;
  ageGateState.ageConfirmed = ageConfirmed;
  transport.fetch = fetchApi;
  // Nothing outlives the render: no retries, no refetch.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [url] }), isServer: true });
  await router.load();
  // A page that failed to load (the API refused or is down) is the app's to show, not the server's.
  if (router.state.matches.some((match) => match.status === 'error')) return undefined;
  // Waits for the page's lazy parts (the header's menu, the footer) instead of their placeholders.
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    // In order, whole: a big part sent apart would need a script to put it in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
