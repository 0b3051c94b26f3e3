import { useEffect, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { bannerInterval, readableBannerColors, wrapIndex } from '@/domain/banner';
import { ChevronLeftIcon, ChevronRightIcon } from '@/web/ui/icons';
import { BANNER_MIN_HEIGHT, BannerPlaceholder } from './banner-placeholder';
import { BannerSlide, type BannerMessage } from './banner-slide';
import { PauseIcon, PlayIcon } from './playback-icons';
import { useReducedMotion } from '@/web/ui/hooks/use-media-query';

const strip = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  minH: BANNER_MIN_HEIGHT,
  px: { base: '1', tablet: '3' },
  py: '1',
  fontSize: { base: 'xs', tablet: 'sm' },
  fontWeight: 'semibold',
  // Keeps the strip apart from a page that starts in the same colour (the home hero on phones).
  boxShadow: 'inset 0 -1px 0 rgba(0, 0, 0, 0.18)',
});
const control = css({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '9',
  height: '9',
  borderRadius: 'full',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: 'lg',
  _hover: { bg: 'rgba(127, 127, 127, 0.22)' },
  _focusVisible: { outlineColor: 'currentColor' },
});
const dot = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: '6',
  height: '6',
  cursor: 'pointer',
  color: 'inherit',
  _focusVisible: { outlineColor: 'currentColor', outlineOffset: '-2px' },
  '& > span': { width: '2', height: '2', borderRadius: 'full', border: '1.5px solid currentColor', transition: 'background-color 150ms' },
  '&[aria-current=true] > span': { bg: 'currentColor' },
});

/**
 * The header's banner carousel of special messages (part 1 §2, §9), after the WAI-ARIA carousel
 * pattern: auto-play every configured seconds × 1000 ms (default 6000), looping forever; it pauses
 * while hovered or focused, when the shopper asks for reduced motion, or with the stop button;
 * previous/next and one button per slide; the slide is announced (aria-live polite) only while it
 * is not rotating by itself. Renders nothing without messages (the placeholder while `loading`).
 * The storefront's header shows the shopper's messages in it; the console previews a banner in it
 * (`preview`: it neither announces nor plays by itself, since nothing there is news to anyone).
 */
export function BannerStrip({ messages, loading = false, preview = false }: { messages: readonly BannerMessage[]; loading?: boolean; preview?: boolean }) {
  const reducedMotion = useReducedMotion();
  const [position, setPosition] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<'play' | 'stop'>();
  const slidesId = useId();
  const count = messages.length;
  const index = wrapIndex(position, count);
  const current = messages[index];
  const rotating = count > 1 && (choice ? choice === 'play' : !reducedMotion && !preview);
  const autoplay = rotating && !hovered && !focused;
  const delay = bannerInterval(current?.carousel_auto_play_increment);

  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => setPosition((value) => value + 1), delay);
    return () => clearTimeout(timer);
  }, [autoplay, delay, position]);

  if (!current) return loading ? <BannerPlaceholder /> : null;
  const show = (next: number) => setPosition(wrapIndex(next, count));

  const colors = readableBannerColors(current);
  const style = {
    color: colors.text,
    background: colors.gradient ? `linear-gradient(90deg, ${colors.background}, ${colors.gradient})` : colors.background,
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Announcements"
      data-testid="banner-carousel"
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className={strip}
    >
      {count > 1 && (
        <div className={css({ display: 'flex', alignItems: 'center' })}>
          <button type="button" className={control} aria-label={rotating ? 'Stop automatic slide show' : 'Start automatic slide show'} onClick={() => setChoice(rotating ? 'stop' : 'play')}>
            {rotating ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button type="button" className={control} aria-label="Previous announcement" aria-controls={slidesId} onClick={() => show(index - 1)}>
            <ChevronLeftIcon />
          </button>
        </div>
      )}
      <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', alignItems: 'center' })}>
        <div id={slidesId} aria-live={autoplay || preview ? 'off' : 'polite'} className={css({ width: 'full' })}>
          <BannerSlide message={current} label={count > 1 ? `${index + 1} of ${count}` : undefined} />
        </div>
        {count > 1 && (
          <div className={css({ display: 'flex', justifyContent: 'center' })}>
            {messages.map((message, at) => (
              <button
                key={message.uid}
                type="button"
                className={dot}
                aria-label={`Show announcement ${at + 1} of ${count}`}
                aria-current={at === index}
                aria-controls={slidesId}
                onClick={() => show(at)}
              >
                <span />
              </button>
            ))}
          </div>
        )}
      </div>
      {count > 1 && (
        <button type="button" className={control} aria-label="Next announcement" aria-controls={slidesId} onClick={() => show(index + 1)}>
          <ChevronRightIcon />
        </button>
      )}
    </section>
  );
}
