import { useEffect, useState, type FocusEvent } from 'react';
import { css } from 'styled-system/css';
import { BANNER_AUTOPLAY_DEFAULT_MS } from '@/domain/constants';
import { IconButton } from '@/web/ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/web/ui/icons';
import { useReducedMotion } from '@/web/ui/hooks/use-media-query';
import { HeroSlideView, type HeroSlide } from './hero-slide';

export type { HeroSlide } from './hero-slide';

export interface HeroCarouselProps {
  /** Names the carousel for screen readers, e.g. 'Featured news'. */
  label: string;
  slides: readonly HeroSlide[];
  headingLevel?: 'h1' | 'h2';
  intervalMs?: number;
}

const dot = css({
  width: '3',
  height: '3',
  borderRadius: 'full',
  border: '2px solid white',
  bg: 'transparent',
  cursor: 'pointer',
  // A 44 px target around a 12 px dot.
  position: 'relative',
  _before: { content: '""', position: 'absolute', inset: '-16px' },
  '&[aria-current=true]': { bg: 'white' },
});

/**
 * A hero carousel (WAI-ARIA carousel pattern): previous/next buttons, one indicator per slide, a
 * pause button, and auto-advance that pauses while hovered or focused and never runs when the
 * shopper prefers reduced motion. Inactive slides are hidden from everyone.
 */
export function HeroCarousel({ label, slides, headingLevel = 'h2', intervalMs = BANNER_AUTOPLAY_DEFAULT_MS }: HeroCarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const rotates = count > 1 && !reducedMotion;
  const playing = rotates && !stopped && !hovered && !focused;
  const current = Math.min(index, Math.max(count - 1, 0));

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, current, count, intervalMs]);

  if (count === 0) return null;
  const go = (by: number) => setIndex((current + by + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className={css({ position: 'relative', overflow: 'hidden', borderRadius: { base: '0', tablet: 'card' }, bg: 'ink' })}
    >
      <div aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <HeroSlideView
            key={slide.id}
            slide={slide}
            label={`${position + 1} of ${count}`}
            hidden={position !== current}
            headingLevel={headingLevel}
            eager={position === 0}
          />
        ))}
      </div>
      {count > 1 && (
        <div className={css({ position: 'absolute', right: { base: '3', tablet: '5' }, bottom: { base: '3', tablet: '5' }, display: 'flex', alignItems: 'center', gap: '1' })}>
          {rotates && (
            <IconButton variant="inverse" size="sm" aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'} onClick={() => setStopped((value) => !value)}>
              {stopped ? <PlayGlyph /> : <PauseGlyph />}
            </IconButton>
          )}
          <IconButton variant="inverse" size="sm" aria-label="Previous slide" onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton variant="inverse" size="sm" aria-label="Next slide" onClick={() => go(1)}>
            <ChevronRightIcon />
          </IconButton>
        </div>
      )}
      {count > 1 && (
        <div className={css({ position: 'absolute', left: '50%', transform: 'translateX(-50%)', top: { base: '4', tablet: '5' }, display: 'flex', gap: '4' })}>
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              className={dot}
              aria-label={`Show slide ${position + 1}: ${slide.title}`}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden focusable="false" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden focusable="false" fill="currentColor">
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}
