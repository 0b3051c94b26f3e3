import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/web/testing/render';
import { ContentPreview } from './content-preview';

/** The preview (README "Content in the console"): the storefront's parts, inert and under the console's own headings. */
describe('the content preview', () => {
  it("is inert, so a banner's link cannot leave the editor or count as a shopper's click", async () => {
    const banner = {
      message: 'Winter sale',
      link: '/deals',
      text_color: '#ffffff',
      background_color: '#1f5130',
      gradient: null,
      carousel_auto_play_increment: null,
      audience: { states: [], usage_types: [], store_ids: [] },
    };
    await renderWithRouter(<ContentPreview type="special_message" data={banner} />);
    const frame = screen.getByTestId('content-preview');
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(within(frame).getByText('Winter sale')).toBeTruthy();
  });

  it('a banner previewed is not announced: typing in the editor must not make a screen reader speak', async () => {
    const banner = { message: 'Winter sale', link: null, text_color: '#ffffff', background_color: '#1f5130', gradient: null, carousel_auto_play_increment: null, audience: { states: [], usage_types: [], store_ids: [] } };
    await renderWithRouter(<ContentPreview type="special_message" data={banner} />);
    const strip = within(screen.getByTestId('content-preview')).getByTestId('banner-carousel');
    expect(strip.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
  });

  it("an article's title is an h3 under the Preview h2, and its body's headings sit below it", async () => {
    const article = { title: 'Terpenes', summary: 'S', source: null, hero_image: { url: '', alt: '' }, featured: false, body: [{ type: 'heading', text: 'Myrcene', level: 2 }] };
    await renderWithRouter(<ContentPreview type="news_article" data={article} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Preview' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Terpenes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Myrcene' })).toBeTruthy();
  });
});
