import type { ComponentType } from 'react';
import type { AboutSection } from '@/api/content';
import { CardsSection } from './sections/cards';
import { EmbeddedVideoSection } from './sections/embedded-video';
import { FullWidthImageSection } from './sections/full-width-image';
import { HeadlineSection } from './sections/headline';
import { IconsSection } from './sections/icons';
import { ImageCopyCtaSection } from './sections/image-copy-cta';
import { RewardsFaqSection } from './sections/rewards-faq';
import { SocialSection } from './sections/social';
import { SplitSection } from './sections/split';
import { StackingImagesSection } from './sections/stacking-images';
import { TextSection } from './sections/text';
import { VideoEmbedSection } from './sections/video-embed';
import { VirtualTourSection } from './sections/virtual-tour';
import { VirtualVisitSection } from './sections/virtual-visit';
import { WhatToBringSection } from './sections/what-to-bring';
import type { SectionProps } from './section-props';

type Registry = { [K in AboutSection['kind']]: ComponentType<SectionProps<K>> };

/**
 * One component per about-page section kind (part 1 §2 "About page ... content sections types").
 * The type makes a new kind in src/api/content.ts a compile error until it has its line here.
 */
export const ABOUT_SECTIONS: Registry = {
  image_copy_cta: ImageCopyCtaSection,
  virtual_visit: VirtualVisitSection,
  what_to_bring: WhatToBringSection,
  icons: IconsSection,
  cards: CardsSection,
  social: SocialSection,
  split: SplitSection,
  headline: HeadlineSection,
  text: TextSection,
  full_width_image: FullWidthImageSection,
  embedded_video: EmbeddedVideoSection,
  video_embed: VideoEmbedSection,
  virtual_tour: VirtualTourSection,
  stacking_images: StackingImagesSection,
  rewards_faq: RewardsFaqSection,
};

/** Renders a section with the component registered for its kind. */
export function AboutSectionView({ section, id }: { section: AboutSection; id: string }) {
  const Section = ABOUT_SECTIONS[section.kind] as ComponentType<SectionProps<AboutSection['kind']>>;
  return <Section section={section as never} id={id} />;
}
