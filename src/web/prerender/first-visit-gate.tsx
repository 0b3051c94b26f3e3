import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { BRAND_LOGO_SLOT, BRAND_NAME_SLOT, type FirstVisitGates } from '@/api/shell-document';
import { AgeGate } from '@/web/shell/age-gate/age-gate';

async function renderGate(logoUrl: string | undefined): Promise<string> {
  // AgeGate links to the terms through the router, so it renders inside one of its own.
  const routeTree = createRootRoute({ component: () => <AgeGate logoUrl={logoUrl} brandName={BRAND_NAME_SLOT} /> });
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }), isServer: true });
  await router.load();
  // Test ids belong to the app's own gate: the shown copy must not be found in its place.
  return renderToStaticMarkup(<RouterProvider router={router} />).replace(/ data-testid="[^"]*"/g, '');
}

/**
 * The first visitor's screen, rendered at build time from the app's own AgeGate (vite.config.ts
 * writes it to first-visit/age-gate.json): the server shows it before any code runs, so a first
 * visitor sees the gate as soon as the document arrives, and the app's gate takes over.
 */
export async function renderFirstVisitGates(): Promise<FirstVisitGates> {
  return { withLogo: await renderGate(BRAND_LOGO_SLOT), nameOnly: await renderGate(undefined) };
}
