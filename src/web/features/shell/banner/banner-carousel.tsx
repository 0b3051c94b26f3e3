import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { BANNER_AUTOPLAY_DEFAULT_MS } from '@/domain/constants';
import { IconButton } from '@/web/ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/web/ui/icons';

/** A special message from the content service (part 1 §3 content items). */
export interface SpecialMessage {
  id: string;
  /** Message copy (plain text or simple HTML from our content service). */
  copy: string;
  textColor?: string;
  backgroundColor?: string;
  gradient?: string;
  href?: string;
  /** Seconds per slide; default 6. */
  autoPlayIncrement?: number;
}

/**
 * The banner carousel slot (part 1 §2): special messages with their colours, auto-play (default
 * 6000 ms or the configured seconds × 1000), infinite loop. Renders nothing when there are none.
 */
export function BannerCarousel({ messages }: { messages: readonly SpecialMessage[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = messages.length;
  const current = messages[index % Math.max(count, 1)];
  const delay = current?.autoPlayIncrement ? current.autoPlayIncrement * 1000 : BANNER_AUTOPLAY_DEFAULT_MS;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), delay);
    return () => clearTimeout(timer);
  }, [count, paused, delay, index]);

  if (!current) return null;
  const step = (by: number) => setIndex((value) => (value + by + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Announcements"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={css({ display: 'flex', alignItems: 'center', gap: '2', minH: '10', px: '2', bg: 'brand', color: 'brand.contrast', fontSize: 'sm', fontWeight: 'semibold' })}
      style={{ background: current.gradient ?? current.backgroundColor, color: current.textColor }}
    >
      {count > 1 && (
        <IconButton size="sm" variant="onBrand" aria-label="Previous announcement" onClick={() => step(-1)}>
          <ChevronLeftIcon />
        </IconButton>
      )}
      <div aria-live={paused ? 'polite' : 'off'} className={css({ flex: '1', textAlign: 'center', py: '2' })}>
        {current.href ? (
          <a href={current.href} className={css({ color: 'inherit', textDecoration: 'underline' })}>
            {current.copy}
          </a>
        ) : (
          current.copy
        )}
      </div>
      {count > 1 && (
        <IconButton size="sm" variant="onBrand" aria-label="Next announcement" onClick={() => step(1)}>
          <ChevronRightIcon />
        </IconButton>
      )}
    </section>
  );
}
