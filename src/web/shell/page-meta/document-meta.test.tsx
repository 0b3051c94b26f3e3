import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveStartup } from '../banner/content-fixtures';
import { DocumentMeta } from './document-meta';
import { usePageMeta } from '@/web/state/page-meta';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

async function renderAt(path: string, { isMainBrand = true, page }: { isMainBrand?: boolean; page?: React.ReactNode } = {}) {
  const queryClient = createTestQueryClient();
  serveStartup(queryClient, { isMainBrand, state: isMainBrand ? 'IL' : 'MA' });
  return renderWithRouter(
    <>
      <DocumentMeta />
      {page}
    </>,
    { path, queryClient },
  );
}

function ProductPage() {
  usePageMeta({ title: 'Blue Dream 3.5g', description: 'A sativa-leaning hybrid.' });
  return null;
}

describe('document title and description per path (part 1 §2 Footer)', () => {
  beforeEach(() => {
    document.title = 'Before';
    document.head.querySelector('meta[name="description"]')?.remove();
  });
  afterEach(cleanup);

  it('sets the title and description of the path for the main brand', async () => {
    await renderAt('/locations');
    expect(document.title).toBe('Find a Dispensary | Apotheca');
    expect(description()).toContain('Find your nearest Apotheca dispensary');
  });

  it("uses the home entry for the other brand's missing pages and for unknown paths", async () => {
    await renderAt('/learn', { isMainBrand: false });
    expect(document.title).toBe('Harbor & Finch | Massachusetts Cannabis Dispensary');
    cleanup();
    await renderAt('/nowhere');
    expect(document.title).toBe('Apotheca | Cannabis Dispensary Ordering');
    expect(description()).toContain('Order cannabis online from Apotheca');
  });

  it("lets a page with better data set its own title and description", async () => {
    await renderAt('/product/42', { page: <ProductPage /> });
    expect(document.title).toBe('Blue Dream 3.5g | Apotheca');
    expect(description()).toBe('A sativa-leaning hybrid.');
  });
});
