import { render, screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/api/inventory';
import type { Store } from '@/api/store';
import { renderWithRouter } from '@/web/testing/render';
import { AddToCartArea } from '@/web/shared/add-to-cart/add-to-cart-area';
import { ProductGallery } from './product-gallery';

describe('product gallery', () => {
  // Stubbed before each test: the web test set-up puts the real globals back after each one.
  beforeEach(() => {
    // jsdom has no layout observers; the carousel tracks slide sizes and visibility with them.
    class NoopObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    vi.stubGlobal('ResizeObserver', NoopObserver);
  });

  it('shows the category placeholder when a product has no image', () => {
    render(<ProductGallery images={[]} category="edibles" name="Gummies" />);
    expect(screen.getByRole('img', { name: 'Gummies' }).getAttribute('src')).toBe('/images/products/edibles.svg');
  });

  it('offers previous and next controls for several pictures', () => {
    render(<ProductGallery images={['/a.png', '/b.png', '/c.png']} category="flower" name="Bud" />);
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeTruthy();
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(3);
  });
});

afterAll(() => vi.unstubAllGlobals());

describe('add-to-cart area', () => {
  const product = { id: 7, quantity: 12 } as Product;
  const store = { is_divested: false, is_rec_menu: true, is_med_menu: false } as Store;

  it('asks visitors to log in or register, returning to the product', async () => {
    await renderWithRouter(<AddToCartArea product={product} store={store} usageType="recreational" />, { path: '/product/7' });
    expect(await screen.findByText('Log in or create an account to order')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login?from=%2Fproduct%2F7');
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/register?from=%2Fproduct%2F7');
  });

  it('says first when the store takes no online orders for the usage type', async () => {
    await renderWithRouter(<AddToCartArea product={product} store={store} usageType="medical" />);
    expect(await screen.findByText("This store doesn't allow online ordering.")).toBeTruthy();
    expect(screen.queryByText('Log in or create an account to order')).toBeNull();
  });
});
