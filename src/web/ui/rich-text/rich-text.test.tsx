import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RichText as RichTextValue } from '@/api/content';
import { renderWithRouter } from '@/web/testing/render';
import { RichText } from './rich-text';

const blocks: RichTextValue = [
  { type: 'heading', level: 2, text: 'How dosing works' },
  { type: 'paragraph', text: 'Read [our FAQ](/faq?tab=ordering) or [the state rules](https://state.example/rules) first.' },
  { type: 'list', ordered: true, items: ['Start low', 'Go [slow](/learn/dosing-edibles)'] },
  { type: 'image', image: { url: '/images/content/jar.svg', alt: 'A sealed jar' }, caption: 'Keep it sealed.' },
  { type: 'quote', text: 'Listen first.', cite: 'A budtender' },
  { type: 'cta', text: 'Shop edibles', link: '/products/edibles' },
  { type: 'paragraph', text: '<b>not bold</b> and [a trap](javascript:document.cookie)' },
];

describe('<RichText />', () => {
  afterEach(cleanup);

  it('renders headings, lists, quotes and captioned lazy images from blocks', async () => {
    await renderWithRouter(<RichText blocks={blocks} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'How dosing works' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Start low', 'Go slow']);
    const image = screen.getByRole('img', { name: 'A sealed jar' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    expect(screen.getByText('Keep it sealed.').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('Listen first.').closest('blockquote')).toBeTruthy();
    expect(screen.getByText('— A budtender')).toBeTruthy();
  });

  it('makes app paths router links in the same tab, with their query', async () => {
    await renderWithRouter(<RichText blocks={blocks} />);
    const faq = await screen.findByRole('link', { name: 'our FAQ' });
    expect(faq.getAttribute('href')).toBe('/faq?tab=ordering');
    expect(faq.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'slow' }).getAttribute('href')).toBe('/learn/dosing-edibles');
    expect(screen.getByRole('link', { name: 'Shop edibles' }).getAttribute('href')).toBe('/products/edibles');
  });

  it('opens web addresses in a new tab without handing over the page, and says so', async () => {
    await renderWithRouter(<RichText blocks={blocks} />);
    const external = await screen.findByRole('link', { name: /the state rules/ });
    expect(external.textContent).toBe('the state rules (opens in a new tab)');
    expect(external.getAttribute('href')).toBe('https://state.example/rules');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never renders markup or script links from content', async () => {
    const { container } = await renderWithRouter(<RichText blocks={blocks} />);
    await screen.findByText(/not bold/);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'a trap' })).toBeNull();
    expect(screen.getByText('a trap')).toBeTruthy();
    expect(container.querySelector('[href^="javascript"]')).toBeNull();
  });

  it('shifts heading levels under a section title', async () => {
    await renderWithRouter(<RichText blocks={[{ type: 'heading', level: 2, text: 'Inside a section' }]} headingOffset={1} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Inside a section' })).toBeTruthy();
  });
});
