import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { defaultStateTab, stateTabs } from '@/domain/locator';
import { formatMiles } from '@/domain/distance';
import { nearestState, storeDistances, storesAround } from '@/domain/locator-distance';
import { LastUpdated } from '@/web/ui/last-updated';
import { useStartup } from '@/web/shared/startup/use-startup';
import { prefersReducedMotion } from '@/web/ui/hooks/use-media-query';
import { usePageIsChooser } from '../use-page-is-chooser';
import { useStoreChoice } from '../use-store-choice';
import { LocatorMap } from './locator-map';
import { LocatorTabs, tabStores } from './locator-tabs';
import { keepNearPlace, keptNearPlace, type NearPlace } from './near-place';
import { NearMeForm } from './near-me-form';
import { storeTileId } from './store-tile';

const route = getRouteApi('/locations');

/**
 * /locations, Find a Dispensary (part 1 §2 "Store locator"): state tabs (the open one in the URL, so
 * a link can name a state), the count line, the tiles and a map of the open state. A pin selects its
 * tile and scrolls it into view; a tile selects its pin. Shopping a store goes to / (the spec's popup).
 * 'Use my location' or a zip or city search (issue 21) opens the nearest store's state, lists the
 * nearest stores first with their distance, and brings the map to the place and its nearest stores.
 */
export function LocationsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { stores, store: current, usageType, updatedAt } = useStartup();
  const { choose, confirmation } = useStoreChoice({ redirectTo: '/' });
  const [selectedStoreId, setSelectedStoreId] = useState<number>();
  const [near, setNear] = useState<NearPlace | undefined>(keptNearPlace);
  usePageIsChooser();

  const miles = useMemo(() => (near ? storeDistances(stores, near) : undefined), [stores, near]);
  const distances = useMemo(() => miles && new Map([...miles].map(([storeId, value]) => [storeId, { miles: value, text: formatMiles(value) }])), [miles]);
  const storeStates = useMemo(() => new Set(stores.map((store) => store.state)), [stores]);
  const state = defaultStateTab(stateTabs(stores), current, search.state, near && nearestState(stores, near));
  const visible = tabStores(stores, state, current?.id, distances);
  const origin = near && miles && { ...near, nearby: storesAround(visible, miles) };
  const selected = visible.some((store) => store.id === selectedStoreId) ? selectedStoreId : undefined;

  // A new place opens its nearest state even over a tab chosen before (the URL keeps what is open).
  const changeNear = (place: NearPlace | undefined) => {
    setNear(place);
    keepNearPlace(place);
    const nearest = place && nearestState(stores, place);
    if (nearest) void navigate({ search: { state: nearest }, replace: true });
  };

  const selectFromMap = (storeId: number) => {
    setSelectedStoreId(storeId);
    document.getElementById(storeTileId(storeId))?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <div className={css({ maxW: '1440px', mx: 'auto', px: { base: '4', sm: '6', md: '8' }, pt: { base: '5', sm: '8' }, pb: '12' })}>
      <header className={css({ mb: { base: '4', sm: '6' } })}>
        <h1 className={css({ fontSize: { base: '2xl', sm: '4xl' }, fontWeight: 'extrabold', letterSpacing: 'tight', lineHeight: 'tight' })}>
          Find a Dispensary
        </h1>
        <p className={css({ mt: '2', color: 'muted', maxW: '640px' })}>
          Pick a store to see its live menu, hours and savings. Order ahead for pickup, or check whether we deliver to you.
        </p>
        <LastUpdated updatedAt={updatedAt} className={css({ mt: '1' })} />
      </header>
      {/* The tiles' names are h3s (as under the chooser's h2 title): a level between them and the h1 (axe heading-order). */}
      <h2 className={css({ srOnly: true })}>Dispensaries</h2>
      {stores.length === 0 ? (
        <p role="status" className={css({ py: '12', textAlign: 'center', color: 'muted' })}>
          No dispensaries to show right now. Please try again in a moment.
        </p>
      ) : (
        <>
          <NearMeForm storeStates={storeStates} near={near} onNearChange={changeNear} />
          <LocatorTabs
            stores={stores}
            currentStoreId={current?.id}
            usageType={usageType}
            state={state}
            onStateChange={(next) => void navigate({ search: { state: next }, replace: true })}
            onChoose={choose}
            selectedStoreId={selected}
            onSelectStore={setSelectedStoreId}
            distances={distances}
            aside={<LocatorMap stores={visible} state={state} selectedStoreId={selected} onSelectStore={selectFromMap} origin={origin} />}
          />
        </>
      )}
      {confirmation}
    </div>
  );
}
