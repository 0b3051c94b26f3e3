import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsAllowed } from '@/web/data/analytics';
import { createTestQueryClient, renderWithRouter } from '@/web/testing/render';
import { BannerCarousel } from './banner-carousel';
import { EVERYONE, jsonFetch, serveList, serveStartup, specialMessage } from './content-fixtures';

async function renderBanner(messages: ReturnType<typeof specialMessage>[]) {
  const queryClient = createTestQueryClient();
  serveStartup(queryClient, { state: 'IL', usage: 'recreational', storeId: 1 });
  serveList(queryClient, 'special_message', messages);
  return renderWithRouter(<BannerCarousel />, { queryClient });
}

const slideText = () => screen.getByRole('group', { name: /of/ }).textContent;
const banner = () => screen.getByRole('region', { name: 'Announcements' });

describe('banner carousel of special messages (part 1 §2, §9)', () => {
  beforeEach(() => setAnalyticsAllowed(false));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows only the messages for the shopper's state, usage type and store, looping both ways", async () => {
    await renderBanner([
      specialMessage('all'),
      specialMessage('ny-only', { audience: { ...EVERYONE, states: ['NY'] } }),
      specialMessage('our-store', { audience: { ...EVERYONE, store_ids: [1] } }),
      specialMessage('medical', { audience: { ...EVERYONE, usage_types: ['medical'] } }),
    ]);
    expect(screen.getAllByRole('button', { name: /Show announcement/ })).toHaveLength(2);
    expect(slideText()).toBe('Message all');
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(slideText()).toBe('Message our-store');
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(slideText()).toBe('Message all');
    fireEvent.click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(slideText()).toBe('Message our-store');
    fireEvent.click(screen.getByRole('button', { name: 'Show announcement 1 of 2' }));
    expect(slideText()).toBe('Message all');
  });

  it('holds its place while the messages load, so the page below does not jump', async () => {
    const queryClient = createTestQueryClient();
    serveStartup(queryClient, { state: 'IL', usage: 'recreational', storeId: 1 });
    // The messages never arrive during this test.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await renderWithRouter(<BannerCarousel />, { queryClient });
    expect(screen.getByTestId('banner-placeholder')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });

  it('renders nothing when no message is for the shopper', async () => {
    await renderBanner([specialMessage('ny-only', { audience: { ...EVERYONE, states: ['NY'] } })]);
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
    expect(screen.queryByTestId('banner-placeholder')).toBeNull();
  });

  it("advances after the message's configured seconds, else 6000 ms, and loops", async () => {
    vi.useFakeTimers();
    await renderBanner([specialMessage('quick', { carousel_auto_play_increment: 3 }), specialMessage('default')]);
    expect(slideText()).toBe('Message quick');
    expect(banner().querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    act(() => void vi.advanceTimersByTime(2999));
    expect(slideText()).toBe('Message quick');
    act(() => void vi.advanceTimersByTime(1));
    expect(slideText()).toBe('Message default');
    act(() => void vi.advanceTimersByTime(5999));
    expect(slideText()).toBe('Message default');
    act(() => void vi.advanceTimersByTime(1));
    expect(slideText()).toBe('Message quick');
  });

  it('pauses while hovered and when stopped, and then announces slides politely', async () => {
    vi.useFakeTimers();
    await renderBanner([specialMessage('one'), specialMessage('two')]);
    fireEvent.mouseEnter(banner());
    act(() => void vi.advanceTimersByTime(10_000));
    expect(slideText()).toBe('Message one');
    fireEvent.mouseLeave(banner());
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(slideText()).toBe('Message one');
    expect(banner().querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it('does not auto-play when the shopper prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener: () => {}, removeEventListener: () => {} }));
    vi.useFakeTimers();
    await renderBanner([specialMessage('one'), specialMessage('two')]);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(slideText()).toBe('Message one');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it("uses a message's colours and gradient when they pass AA, and a readable pair when not", async () => {
    await renderBanner([specialMessage('ok', { text_color: '#ffffff', background_color: '#1E6B47', gradient: '#1F3A5F' })]);
    expect(banner().style.color).toBe('rgb(255, 255, 255)');
    expect(banner().style.background).toContain('linear-gradient(90deg, rgb(30, 107, 71), rgb(31, 58, 95))');
    cleanup();

    await renderBanner([specialMessage('grey', { text_color: '#777777', background_color: '#888888' })]);
    expect(banner().style.color).toBe('rgb(27, 31, 29)');
    expect(banner().style.background).toContain('rgb(136, 136, 136)');
    cleanup();

    await renderBanner([specialMessage('clash', { text_color: '#ffffff', background_color: '#1E6B47', gradient: '#f2c14e' })]);
    expect(banner().style.color).toBe('rgb(255, 255, 255)');
    expect(banner().style.background).toContain('rgb(27, 31, 29)');
    expect(banner().style.background).not.toContain('gradient');
  });

  it("renders [label](url) links safely and records 'Clicked Special Message' with consent", async () => {
    const api = jsonFetch(() => ({ body: { recorded: true } }));
    vi.stubGlobal('fetch', api.fetch);
    setAnalyticsAllowed(true);
    await renderBanner([specialMessage('deal', { message: 'Half off [flower deals](/products/flower) and [bad](javascript:alert(1)) today' })]);
    const link = screen.getByRole('link', { name: 'flower deals' });
    expect(link.getAttribute('href')).toBe('/products/flower');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(banner().textContent).toContain('bad');

    fireEvent.click(link);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]!.url).toBe('/api/analytics/events');
    expect(JSON.parse(String(api.calls[0]!.init?.body))).toMatchObject({
      event: 'Clicked Special Message',
      consent: true,
      store_id: 1,
      properties: { uid: 'deal', href: '/products/flower' },
    });
  });
});
