import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_DEFAULT_MS } from '@/domain/constants';
import { HeroCarousel, type HeroSlide } from './hero-carousel';

const slides: HeroSlide[] = ['Garden', 'Greenhouse', 'Delivery'].map((title) => ({
  id: title.toLowerCase(),
  title,
  text: `${title} story`,
  image: { url: `/images/${title}.svg`, alt: '' },
}));

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The slide a shopper can see (inactive slides are hidden from everyone). */
const visibleSlide = () => screen.getAllByRole('group').find((slide) => !slide.hidden);

describe('<HeroCarousel />', () => {
  beforeEach(() => setReducedMotion(false));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel whose previous and next buttons move between slides, wrapping around', () => {
    render(<HeroCarousel label="Featured news" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Featured news' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('1 of 3');
    expect(screen.getByRole('heading', { name: 'Garden' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('heading', { name: 'Greenhouse' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Garden' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('3 of 3');
  });

  it('has one indicator per slide that marks the current one and jumps to its slide', () => {
    render(<HeroCarousel label="Featured news" slides={slides} />);
    const third = screen.getByRole('button', { name: 'Show slide 3: Delivery' });
    expect(screen.getByRole('button', { name: 'Show slide 1: Garden' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(third);
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeTruthy();
  });

  it('turns by itself, but not while hovered, focused or stopped', () => {
    vi.useFakeTimers();
    render(<HeroCarousel label="Featured news" slides={slides} />);
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_DEFAULT_MS));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('2 of 3');

    const carousel = screen.getByRole('region', { name: 'Featured news' });
    fireEvent.mouseEnter(carousel);
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_DEFAULT_MS * 3));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('2 of 3');
    fireEvent.mouseLeave(carousel);

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_DEFAULT_MS * 3));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('2 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }));
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_DEFAULT_MS));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('3 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_DEFAULT_MS * 3));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('3 of 3');
  });

  it('never turns by itself when the shopper prefers reduced motion', () => {
    setReducedMotion(true);
    vi.useFakeTimers();
    render(<HeroCarousel label="Featured news" slides={slides} />);
    act(() => void vi.advanceTimersByTime(BANNER_AUTOPLAY_DEFAULT_MS * 3));
    expect(visibleSlide()?.getAttribute('aria-label')).toBe('1 of 3');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });
});
