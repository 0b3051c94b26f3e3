import { PRICE_SLIDER_DEFAULT_MAX, PRICE_SLIDER_STEP } from '@/domain/constants';
import type { Range } from '@/web/shared/catalog/filters';

type FacetRange = { min: number; max: number } | null | undefined;

/** A range filter shows only when its facet's minimum and maximum differ (part 1 §5). */
export function showsRange(range: FacetRange): range is { min: number; max: number } {
  return !!range && range.max > range.min;
}

/**
 * Bounds of the desktop price slider (part 1 §5): the facet's range widened to whole tens,
 * or 0 to PRICE_SLIDER_DEFAULT_MAX when the list gives none.
 */
export function priceSliderBounds(range: FacetRange, step = PRICE_SLIDER_STEP): Range {
  if (!range) return [0, PRICE_SLIDER_DEFAULT_MAX];
  return [Math.floor(range.min / step) * step, Math.max(Math.ceil(range.max / step) * step, step)];
}

/** Bounds of a potency slider: whole units around the facet's range. */
export function potencySliderBounds(range: { min: number; max: number }): Range {
  return [Math.floor(range.min), Math.ceil(range.max)];
}

/** The slider's thumbs for the chosen range, kept inside the bounds. */
export function sliderValue(chosen: { min?: number; max?: number }, bounds: Range): [number, number] {
  const clamp = (value: number) => Math.min(Math.max(value, bounds[0]), bounds[1]);
  return [clamp(chosen.min ?? bounds[0]), clamp(chosen.max ?? bounds[1])];
}
