import type { ContentAudience, ContentBlock, ContentImage } from '@/api/content';

/** Short builders for the structured rich text of src/api/content.ts (never HTML). */
export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const h2 = (text: string): ContentBlock => ({ type: 'heading', level: 2, text });
export const h3 = (text: string): ContentBlock => ({ type: 'heading', level: 3, text });
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', ordered: false, items });
export const ol = (...items: string[]): ContentBlock => ({ type: 'list', ordered: true, items });
export const cta = (text: string, link: string): ContentBlock => ({ type: 'cta', text, link });
export const quote = (text: string, cite?: string): ContentBlock => ({ type: 'quote', text, ...(cite ? { cite } : {}) });
export const figure = (image: ContentImage, caption?: string): ContentBlock => ({ type: 'image', image, ...(caption ? { caption } : {}) });

/** Everyone: no state, usage type or store restriction. */
export const EVERYONE: ContentAudience = { states: [], usage_types: [], store_ids: [] };

/**
 * Our own illustrations in public/images/content, each with the alt text that describes it where it
 * stands in for a photo. Seed tests check every file exists.
 */
const art = (file: string, alt: string): ContentImage => ({ url: `/images/content/${file}.svg`, alt });
export const ART = {
  leaf: art('leaf-sprig', 'A green leaf sprig on a cream background'),
  terpenes: art('terpenes', 'A citrus slice, a pine sprig and lavender buds: familiar sources of terpenes'),
  edibleDose: art('edible-dose', 'Gummies of growing size lined up along a measuring scale'),
  storage: art('storage-jar', 'A sealed amber glass jar on a shelf'),
  firstVisit: art('first-visit', 'An open shop door with a welcome mat and a potted plant'),
  medicalCard: art('medical-card', 'A patient identification card with a leaf and a medical cross'),
  hills: art('rolling-hills', 'Layered green hills under a warm morning sky'),
  greenhouse: art('greenhouse', 'A glass greenhouse with rows of young plants'),
  community: art('community', 'Neighbours gathered around a young tree'),
  rewards: art('rewards-badge', 'A round rewards badge with a gold star'),
  videoPoster: art('video-poster', 'Rows of plants in a greenhouse, with a play button'),
  deals: art('deals-tag', 'A price tag with a leaf on a warm background'),
  harbor: art('harbor-waves', 'Harbor waves and a small sail under a rust-coloured sun'),
} satisfies Record<string, ContentImage>;

/**
 * Icon keys used by icon items (how it works, perks, about icons). The web maps each key to an icon
 * of its UI kit and falls back to a generic one for keys it does not know.
 */
export const ICON_KEYS = ['cart', 'clock', 'map-pin', 'store', 'id-card', 'check', 'sparkle', 'tag', 'book', 'truck', 'leaf', 'star', 'gift', 'phone'] as const;
export type IconKey = (typeof ICON_KEYS)[number];
export const icon = (key: IconKey, title: string, text: string) => ({ icon: key, title, text });
