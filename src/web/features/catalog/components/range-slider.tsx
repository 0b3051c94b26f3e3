import { Slider } from '@ark-ui/react/slider';
import { useState } from 'react';
import { useDebouncedCallback } from '@/web/ui/hooks/use-debounced-callback';
import { css } from 'styled-system/css';
import type { Range } from '@/web/shared/catalog/filters';
import { sliderValue } from '../ranges';
import { groupTitle } from './facet-group';

interface RangeSliderProps {
  label: string;
  bounds: Range;
  step: number;
  chosen: { min?: number; max?: number };
  format: (value: number) => string;
  /** Called when a thumb is let go; moving applies nothing until then. */
  onCommit: (range: Range) => void;
}

/** Arrow keys end a change on every press: wait for a pause so one history entry is pushed, not ten. */
const COMMIT_PAUSE_MS = 300;

const thumb = css({
  w: '5',
  h: '5',
  borderRadius: 'full',
  bg: 'canvas',
  border: '2px solid',
  borderColor: 'brand',
  boxShadow: 'sm',
  cursor: 'grab',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand', outlineOffset: '2px' },
});

/** A two-thumb range slider (price, potency) in a labelled group; each thumb names its end. */
export function RangeSlider({ label, bounds, step, chosen, format, onCommit }: RangeSliderProps) {
  const committed = sliderValue(chosen, bounds);
  const [dragging, setDragging] = useState<number[] | null>(null);
  const value = dragging ?? committed;
  const commit = useDebouncedCallback((next: Range) => {
    setDragging(null);
    onCommit(next);
  }, COMMIT_PAUSE_MS);

  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0', minW: '0' })}>
      <legend className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', w: 'full' })}>
        <span className={groupTitle}>{label}</span>
        <span className={css({ fontSize: 'sm', color: 'muted' })}>
          {format(value[0] ?? bounds[0])} – {format(value[1] ?? bounds[1])}
        </span>
      </legend>
      <Slider.Root
        min={bounds[0]}
        max={bounds[1]}
        step={step}
        value={value}
        aria-label={[`Minimum ${label}`, `Maximum ${label}`]}
        getAriaValueText={(details) => format(details.value)}
        onValueChange={(details) => setDragging(details.value)}
        onValueChangeEnd={(details) => {
          const [min = bounds[0], max = bounds[1]] = details.value;
          commit.call([min, max]);
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <Slider.Control className={css({ position: 'relative', display: 'flex', alignItems: 'center', h: '8', mx: '2.5' })}>
          <Slider.Track className={css({ flex: '1', h: '1.5', borderRadius: 'pill', bg: 'line' })}>
            <Slider.Range className={css({ h: 'full', borderRadius: 'pill', bg: 'brand' })} />
          </Slider.Track>
          {[0, 1].map((index) => (
            <Slider.Thumb key={index} index={index} className={thumb}>
              <Slider.HiddenInput />
            </Slider.Thumb>
          ))}
        </Slider.Control>
      </Slider.Root>
    </fieldset>
  );
}
