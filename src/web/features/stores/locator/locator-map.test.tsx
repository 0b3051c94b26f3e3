import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '@/api/store';
import { below } from '@/web/ui/breakpoints';
import { LocatorMap } from './locator-map';

// The map itself (maplibre-gl, WebGL) is proven in e2e/map.spec.ts; here only when it starts.
vi.mock('@/web/features/stores/map/lazy-store-map', () => ({ LazyStoreMap: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));
vi.mock('@/web/shared/startup/use-startup', () => ({ useStartup: () => ({ app: { map_pin_url: '/pin.svg', map_pin_url_alt: '/pin-alt.svg' } }) }));

const stores = [{ id: 7, ecomm_display_name: 'Camelback', state: 'AZ', lat: 33.5, lng: -112 }] as Store[];

/** A window as wide as `stacked` says: below the locator's sm breakpoint, or beside-the-list wide. */
function widthIs({ stacked }: { stacked: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === below('sm') ? stacked : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the locator map (part 1 §2 "Map"; issue 23: a phone\'s main thread stays free for the store tiles)', () => {
  it('stacked over the list, waits for the shopper: the map starts at "Show the map", which hands focus to it', () => {
    widthIs({ stacked: true });
    render(<LocatorMap stores={stores} state="AZ" selectedStoreId={undefined} onSelectStore={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Map of dispensaries in Arizona' })).toBeNull();
    expect(screen.queryByRole('status'), 'nothing says it is loading a map no one asked for').toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show the map: Map of dispensaries in Arizona' }));
    const map = screen.getByRole('region', { name: 'Map of dispensaries in Arizona' });
    expect(screen.queryByRole('button', { name: /Show the map/ })).toBeNull();
    expect(document.activeElement?.contains(map)).toBe(true);
  });

  it('beside the list, starts at once', () => {
    widthIs({ stacked: false });
    render(<LocatorMap stores={stores} state="AZ" selectedStoreId={undefined} onSelectStore={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Map of dispensaries in Arizona' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show the map/ })).toBeNull();
  });

  it("on a store's own page (compact), starts at once whatever the width", () => {
    widthIs({ stacked: true });
    render(<LocatorMap stores={stores} state="AZ" selectedStoreId={7} onSelectStore={() => undefined} label="Map showing Camelback" size="compact" />);
    expect(screen.getByRole('region', { name: 'Map showing Camelback' })).toBeTruthy();
  });
});
