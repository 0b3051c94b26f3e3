import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABOUT_SECTION_TYPES, type AboutSection } from '@/api/content';
import { EVERY_SECTION, renderContent } from '../test-fixtures';
import { ABOUT_SECTIONS, AboutSectionView } from './section-registry';

async function renderSections(sections = EVERY_SECTION) {
  return renderContent(
    <>
      {sections.map((section, index) => (
        <AboutSectionView key={index} section={section} id={`s${index}`} />
      ))}
    </>,
  );
}

const byKind = (kind: string) => EVERY_SECTION.filter((section) => section.kind === kind);

describe('about page sections (part 1 §2 "About page ... content sections types")', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('has a component for every section kind of the contract', () => {
    expect(Object.keys(ABOUT_SECTIONS).sort()).toEqual([...ABOUT_SECTION_TYPES].sort());
    expect(new Set(EVERY_SECTION.map((section) => section.kind)).size).toBe(ABOUT_SECTION_TYPES.length);
  });

  it('renders each section under its title', async () => {
    await renderSections();
    for (const section of EVERY_SECTION.filter((s) => s.kind !== 'full_width_image')) {
      expect(await screen.findByRole('heading', { name: section.title }), section.kind).toBeTruthy();
    }
    expect(screen.getByText('Where it grows').tagName).toBe('FIGCAPTION');
    expect(screen.getByRole('link', { name: 'Shop our flower' }).getAttribute('href')).toBe('/products/flower');
    expect(screen.getByText('A valid photo ID')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Instagram/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'How do I join?' })).toBeTruthy();
  });

  it('plays our own video with native controls, its poster and captions', async () => {
    const { container } = await renderSections(byKind('embedded_video'));
    await screen.findByRole('heading', { name: 'A minute in the greenhouse' });
    const video = container.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('poster')).toBe('/images/content/poster.svg');
    const track = video.querySelector('track')!;
    expect(track.getAttribute('kind')).toBe('captions');
    expect(track.getAttribute('src')).toBe('/videos/greenhouse.vtt');
  });

  it('frames video-sharing and tour embeds lazily with a title while online', async () => {
    await renderSections([...byKind('video_embed'), ...byKind('virtual_tour')]);
    const video = await screen.findByTitle('Video: How we test every batch');
    expect(video.tagName).toBe('IFRAME');
    expect(video.getAttribute('loading')).toBe('lazy');
    expect(video.getAttribute('src')).toBe('https://video.example/embed/lab');
    expect(screen.getByTitle('Virtual tour: Walk through our store').getAttribute('loading')).toBe('lazy');
  });

  it('shows a placeholder instead of embeds while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = await renderSections([...byKind('video_embed'), ...byKind('virtual_tour')]);
    expect(await screen.findByText('Video unavailable offline')).toBeTruthy();
    expect(screen.getByText('Virtual tour unavailable offline')).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('stacks images 10 px apart unless the section sets a gap (part 1 §9)', async () => {
    const stack = byKind('stacking_images')[0] as Extract<AboutSection, { kind: 'stacking_images' }>;
    await renderSections([stack, { ...stack, title: 'Wide stack', gap: 24 }]);
    await screen.findByRole('heading', { name: 'Wide stack' });
    const stacks = screen.getAllByTestId('image-stack');
    expect(stacks.map((element) => element.style.gap)).toEqual(['10px', '24px']);
  });
});
