import { useEffect, useRef, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { Store } from '@/api/store';
import { dispensaryCountLine, stateTabs, storesInState, waitMinutes } from '@/domain/locator';
import type { UsageType } from '@/domain/usage-type';
import { Tabs } from '@/web/ui/tabs';
import { useWaitTimes } from '@/web/shared/stores/wait-times';
import { StoreTile } from './store-tile';

export interface LocatorTabsProps {
  stores: readonly Store[];
  currentStoreId: number | undefined;
  usageType: UsageType;
  /** The open state tab (postal code). */
  state: string | undefined;
  onStateChange: (state: string) => void;
  onChoose: (store: Store, usage: UsageType) => void;
  onNavigate?: () => void;
  /** Locator page: tiles tied to map pins. */
  selectedStoreId?: number;
  onSelectStore?: (storeId: number) => void;
  /** Beside the list on wide screens, above it on small ones (the map). */
  aside?: ReactNode;
  /**
   * How far each store is from the place the shopper gave (issue 21): the tiles then list the
   * nearest first, each with its distance.
   */
  distances?: ReadonlyMap<number, StoreDistance>;
  className?: string;
}

const withAside = css({
  display: 'grid',
  gap: { base: '4', sm: '6' },
  gridTemplateAreas: { base: '"aside" "list"', sm: '"list aside"' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
  alignItems: 'start',
});

/** A store's distance from the shopper's place: miles to order by, and the tile's text ('3.9 mi'). */
export interface StoreDistance {
  miles: number;
  text: string;
}

/**
 * A tab's stores: the spec's order (current store first, then by name), or nearest first when a place
 * is known; stores without a location keep their order after the others. (Sorted here rather than by
 * src/domain/locator-distance.ts, so the store chooser, part of the app's first load, does not pull
 * the distance code in with it.)
 */
export function tabStores(stores: readonly Store[], state: string | undefined, currentStoreId: number | undefined, distances: ReadonlyMap<number, StoreDistance> | undefined): Store[] {
  const listed = storesInState(stores, state, currentStoreId);
  const far = (store: Store) => distances?.get(store.id)?.miles ?? Number.POSITIVE_INFINITY;
  return distances ? listed.sort((a, b) => far(a) - far(b)) : listed;
}

/**
 * The locator's body, shared by /locations and the choose_store_popup (part 1 §2): state tabs from
 * the stores' states, the count line 'N Dispensary/Dispensaries in {state}:', and the tiles,
 * current store first.
 */
export function LocatorTabs(props: LocatorTabsProps) {
  const { stores, currentStoreId, usageType, state, onStateChange, onChoose, onNavigate, selectedStoreId, onSelectStore, aside, distances, className } = props;
  const tabs = stateTabs(stores);
  const live = useWaitTimes(stores.map((store) => store.id));
  const list = useRef<HTMLDivElement>(null);

  // On narrow screens the tabs scroll sideways: keep the open state's tab in sight.
  useEffect(() => {
    const el = list.current;
    const trigger = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (el && trigger) el.scrollLeft = trigger.offsetLeft - (el.clientWidth - trigger.offsetWidth) / 2;
  }, [state]);

  return (
    <Tabs.Root value={state ?? null} onValueChange={(details) => onStateChange(details.value)} lazyMount unmountOnExit className={className}>
      <Tabs.List ref={list} aria-label="Dispensaries by state">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.state} value={tab.state}>
            {tab.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className={cx(aside ? withAside : undefined, css({ pt: '4' }))}>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.state} value={tab.state} className={css({ gridArea: 'list', pt: '0!' })}>
            <p role="status" className={css({ fontWeight: 'bold', fontSize: 'lg', mb: '3' })}>
              {dispensaryCountLine(tab.count, tab.state)}
            </p>
            <ul className={css({ display: 'grid', gap: '3', gridTemplateColumns: aside ? '1fr' : { base: '1fr', sm: '1fr 1fr' } })}>
              {tabStores(stores, tab.state, currentStoreId, distances).map((store) => (
                <li key={store.id}>
                  <StoreTile
                    store={store}
                    current={store.id === currentStoreId}
                    usageType={usageType}
                    onChoose={onChoose}
                    onNavigate={onNavigate}
                    selected={onSelectStore ? store.id === selectedStoreId : undefined}
                    onSelect={onSelectStore}
                    waitMinutes={waitMinutes(store, live)}
                    distance={distances?.get(store.id)?.text}
                  />
                </li>
              ))}
            </ul>
          </Tabs.Content>
        ))}
        {/* After the list in the page, so the keyboard reaches the stores before the map's pins and controls. */}
        {/* Sticky below the sticky header: 95 px up to the burger breakpoint, then 72 px (part 1 §9), plus a gap. */}
        {aside && <div className={css({ gridArea: 'aside', position: { sm: 'sticky' }, top: { sm: '111px', burger: '88px' } })}>{aside}</div>}
      </div>
    </Tabs.Root>
  );
}
