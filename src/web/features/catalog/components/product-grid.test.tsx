import { cleanup } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithRouter } from '@/web/testing/render';
import { makeProduct } from '@/web/shared/add-to-cart/test-fixtures';
import { ProductGrid } from './product-grid';

afterEach(cleanup);

// Issue 23: a list's first row is the page's largest paint as it arrives: its pictures load at once
// and first; the rest wait until they come near the screen.
it("loads the first row's pictures at once and first, the others lazily", async () => {
  const products = Array.from({ length: 6 }, (_, index) => makeProduct({ id: 100 + index, name: `Product ${index}`, images: [`/art/${index}.svg`] }));
  const { container } = await renderWithRouter(<ProductGrid products={products} showPostTax={false} />);
  const pictures = [...container.querySelectorAll('img')];
  expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high', null, null]);
});
