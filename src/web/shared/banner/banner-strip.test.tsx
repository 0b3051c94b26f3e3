import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerStrip } from './banner-strip';
import type { BannerMessage } from './banner-slide';

const message = (uid: string): BannerMessage => ({ uid, message: `Message ${uid}`, link: null, text_color: '#ffffff', background_color: '#1f5130', gradient: null, carousel_auto_play_increment: null });

/** The region whose changes a screen reader reads out, and how. */
const liveRegion = () => screen.getByRole('region', { name: 'Announcements' }).querySelector('[aria-live]')!;

describe('the banner strip (part 1 §2, §9)', () => {
  it("a shopper's lone banner is announced politely when it changes", () => {
    render(<BannerStrip messages={[message('a')]} />);
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
  });

  it("a shopper's several banners play by themselves, not announced while they turn", () => {
    render(<BannerStrip messages={[message('a'), message('b')]} />);
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeTruthy();
    expect(liveRegion().getAttribute('aria-live')).toBe('off');
  });

  it('a preview (the console’s) announces nothing and does not play by itself', () => {
    const { rerender } = render(<BannerStrip messages={[message('a')]} preview />);
    expect(liveRegion().getAttribute('aria-live')).toBe('off');
    rerender(<BannerStrip messages={[message('a'), message('b')]} preview />);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
    expect(liveRegion().getAttribute('aria-live')).toBe('off');
  });
});
