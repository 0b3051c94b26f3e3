import { lazy, Suspense, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { Facets } from '@/api/inventory';
import type { Category } from '@/domain/categories';
import { PRICE_SLIDER_STEP } from '@/domain/constants';
import { Checkbox } from '@/web/ui/checkbox';
import { Skeleton } from '@/web/ui/skeleton';
import { LIST_FILTERS, RANGE_FILTERS, listValues, rangeValue, toggleListValue, withRange, type CatalogSearch, type RangeFilter } from '@/web/shared/catalog/filters';
import { potencySliderBounds, priceSliderBounds, showsRange } from '../ranges';
import { groupTitle, FacetGroup } from './facet-group';

/** Sliders sit below the fold of the sidebar: their code loads after the list. */
const RangeSlider = lazy(() => import('./range-slider').then((module) => ({ default: module.RangeSlider })));
/** Typed price boxes are for the drawer (small screens), which itself loads on demand. */
const RangeInputs = lazy(() => import('./range-inputs').then((module) => ({ default: module.RangeInputs })));

interface FilterPanelProps {
  facets: Facets;
  search: CatalogSearch;
  /** The list's category: Count shows for edibles only; potency is % for flower-type, mg otherwise. */
  category?: Category;
  potencyUnit: string;
  variant: 'sidebar' | 'drawer';
  onChange: (next: CatalogSearch) => void;
}

/**
 * The filters the panel shows and how it changes them: a change shows in the panel at once (the box
 * ticked in the next frame) and reaches `onChange` (the URL, then the router, the chips and the list)
 * once that frame is painted. Until then the panel shows the change, so taps in a row build on each
 * other. Issue 23: at 4x CPU the navigation's render was most of a filter tap's time to the next paint.
 * Not cancelled on unmount: the drawer may close in the frame after a tap, and the change still applies.
 */
function useChangeAfterPaint(search: CatalogSearch, onChange: (next: CatalogSearch) => void) {
  const [pending, setPending] = useState<CatalogSearch | undefined>(undefined);
  const latest = useRef<CatalogSearch | undefined>(undefined);
  const change = (next: CatalogSearch) => {
    latest.current = next;
    setPending(next);
    // After the next paint: a requestAnimationFrame callback runs just before the frame, a task queued
    // from it after. (Inline, as in the add-to-cart panel: a shared module would be a chunk of its own,
    // which the entry has to name.)
    requestAnimationFrame(() =>
      setTimeout(() => {
        // The last change of a quick series hands the panel back to the URL, which now holds it.
        if (latest.current === next) setPending(undefined);
        onChange(next);
      }, 0),
    );
  };
  return [pending ?? search, change] as const;
}

/** Every filter the facets allow (part 1 §3), in one column; sidebar and drawer share it. */
export function FilterPanel({ facets, search: urlSearch, category, potencyUnit, variant, onChange: writeSearch }: FilterPanelProps) {
  const [search, onChange] = useChangeAfterPaint(urlSearch, writeSearch);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {facets.on_special > 0 && (
        <fieldset className={css({ border: 'none', p: '0', m: '0' })}>
          <legend className={groupTitle}>Savings</legend>
          <Checkbox checked={!!search.on_special} onCheckedChange={() => onChange({ ...search, on_special: search.on_special ? undefined : true })}>
            On Special <span className={css({ color: 'muted', fontSize: 'sm' })}>({facets.on_special})</span>
          </Checkbox>
        </fieldset>
      )}
      {LIST_FILTERS.map((filter) => {
        if ('onlyFor' in filter && filter.onlyFor !== category) return null;
        return (
          <FacetGroup
            key={filter.param}
            param={filter.param}
            label={filter.label}
            values={facets[filter.facet]}
            selected={listValues(search, filter.param)}
            onToggle={(value) => onChange(toggleListValue(search, filter.param, value))}
          />
        );
      })}
      {RANGE_FILTERS.map((filter) => (
        <RangeControl key={filter.key} filter={filter} {...{ facets, search, potencyUnit, variant, onChange }} />
      ))}
    </div>
  );
}

type RangeControlProps = Omit<FilterPanelProps, 'category'> & { filter: RangeFilter };

function RangeControl({ filter, facets, search, potencyUnit, variant, onChange }: RangeControlProps) {
  const range = facets[filter.facet];
  if (!showsRange(range)) return null;
  const chosen = rangeValue(search, filter);
  const isPrice = filter.key === 'price';
  const bounds = isPrice ? priceSliderBounds(range) : potencySliderBounds(range);
  const label = isPrice ? 'Price' : `${filter.label} Potency`;
  const commit = (next: readonly [number, number]) => onChange(withRange(search, filter, next, bounds));

  // The desktop price slider rounds to tens (part 1 §5); small screens type their prices.
  if (isPrice && variant === 'drawer') {
    return (
      <Suspense fallback={<Skeleton height="4.5rem" />}>
        <RangeInputs key={`${chosen.min}-${chosen.max}`} label={label} bounds={bounds} chosen={chosen} unit="$" onCommit={commit} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Skeleton height="4.5rem" />}>
      <RangeSlider
        label={label}
        bounds={bounds}
        step={isPrice ? PRICE_SLIDER_STEP : 1}
        chosen={chosen}
        format={(value) => (isPrice ? `$${value}` : `${value}${potencyUnit}`)}
        onCommit={commit}
      />
    </Suspense>
  );
}
