import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Store } from '@/api/store';
import { LazyStoreMap } from './lazy-store-map';

const store = { id: 7, ecomm_display_name: 'Worcester', lat: 42.26, lng: -71.8 } as Store;

afterEach(() => vi.restoreAllMocks());

describe('LazyStoreMap (part 1 §2 "Map")', () => {
  test('shows a same-size loading skeleton, then a calm "Map unavailable" region where the map cannot draw (no WebGL)', async () => {
    // No WebGL, like an old device or a blocked GPU; React reports the caught error on the console.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LazyStoreMap stores={[store]} selectedStoreId={undefined} onSelectStore={() => undefined} pinUrl="/pin.svg" pinUrlAlt="/pin-alt.svg" label="Map of dispensaries" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading map…');
    const notice = await screen.findByText('Map unavailable', {}, { timeout: 15_000 });
    expect(screen.getByRole('region', { name: 'Map of dispensaries' }).contains(notice)).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  }, 20_000);
});
