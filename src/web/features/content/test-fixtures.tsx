import type { ReactNode } from 'react';
import type { AboutSection, ContentDocumentOf, ContentType, FaqCategory } from '@/api/content';
import { renderWithRouter, type RenderOptions } from '@/web/testing/render';
import { makeStartup, makeStore } from '@/web/testing/store-fixtures';

/** Content documents for tests, shaped like the content service's answers. Test-only. */
let nextId = 1;
const image = (name: string) => ({ url: `/images/content/${name}.svg`, alt: `${name} picture` });
const para = (text: string) => ({ type: 'paragraph' as const, text });

function doc<T extends ContentType>(type: T, uid: string, data: ContentDocumentOf<T>['data'], extra: { tags?: string[]; published_on?: string } = {}) {
  return { id: nextId++, type, uid, tags: extra.tags ?? [], published_on: extra.published_on ?? '2025-03-01T00:00:00.000Z', data } as ContentDocumentOf<T>;
}

export function makePost(uid: string, published_on: string, overrides: Partial<ContentDocumentOf<'education_post'>['data']> = {}, tags: string[] = []) {
  return doc(
    'education_post',
    uid,
    { title: `Post ${uid}`, summary: `Summary of ${uid}`, featured_image: image(uid), external_link: null, body: [para(`Body of ${uid}`)], ...overrides },
    { published_on, tags },
  );
}

export function makeNews(uid: string, published_on: string, tags: string[], overrides: Partial<ContentDocumentOf<'news_article'>['data']> = {}) {
  return doc(
    'news_article',
    uid,
    { title: `News ${uid}`, summary: `Summary of ${uid}`, source: null, hero_image: image(uid), featured: false, body: [para(`Body of ${uid}`)], ...overrides },
    { published_on, tags },
  );
}

export function makeFaq(uid: string, category: FaqCategory, position: number, question = `Question ${uid}?`) {
  return doc('faq', uid, { category, question, answer: [para(`Answer to ${uid}.`)], position });
}

export function makePage(uid: string, overrides: Partial<ContentDocumentOf<'page'>['data']> = {}) {
  return doc('page', uid, { title: `Page ${uid}`, seo_description: '', hero_image: null, store_id: null, usage_type: null, body: [para(`Body of ${uid}`)], ...overrides });
}

/** The settings document with its jobs board address (the marketing dialog is not read by these tests). */
export function makeSettings(jobsUrl: string) {
  return doc('settings', 'site', { jobs_url: jobsUrl, press_inquiry_email: 'press@example.test', marketing_dialog: {} as ContentDocumentOf<'settings'>['data']['marketing_dialog'] });
}

export function list<T>(data: T[]) {
  return { data, rows: data.length, total_rows: data.length };
}

/** One section of every kind the about page knows, in a fixed order. */
export const EVERY_SECTION: AboutSection[] = [
  { kind: 'image_copy_cta', title: 'Grown with patience', image: image('greenhouse'), body: [para('We grow slowly.')], cta_text: 'Shop our flower', cta_link: '/products/flower' },
  { kind: 'virtual_visit', title: 'Visit before you visit', body: [para('Look around first.')], link: '/tour' },
  { kind: 'what_to_bring', title: 'What to bring', items: ['A valid photo ID', 'Your medical card'] },
  { kind: 'icons', title: 'What we stand for', items: [{ icon: 'leaf', title: 'Clean growing', text: 'No shortcuts.' }] },
  { kind: 'cards', title: 'Find your way around', cards: [{ image: image('first-visit'), title: 'First visit?', text: 'Door to counter.', link: '/learn/first-visit' }] },
  { kind: 'social', title: 'Follow along', links: [{ network: 'instagram', url: 'https://instagram.example/apotheca' }] },
  { kind: 'split', title: 'Medical and Adult Use', left: [para('Medical side.')], right: [para('Adult Use side.')] },
  { kind: 'headline', title: 'Cannabis care, close to home', subtitle: 'One standard of care.' },
  { kind: 'text', title: 'Our story', body: [para('It began with one store.')] },
  { kind: 'full_width_image', title: 'Where it grows', image: image('hills') },
  { kind: 'embedded_video', title: 'A minute in the greenhouse', src: '/videos/greenhouse.mp4', poster: '/images/content/poster.svg', captions: '/videos/greenhouse.vtt' },
  { kind: 'video_embed', title: 'How we test every batch', embed_url: 'https://video.example/embed/lab' },
  { kind: 'virtual_tour', title: 'Walk through our store', frame_url: 'https://tour.example/embed/store' },
  { kind: 'stacking_images', title: 'Inside our stores', images: [image('a'), image('b')], gap: null },
  { kind: 'rewards_faq', title: 'Rewards questions', items: [{ question: 'How do I join?', answer: [para('Create an account.')] }] },
];

/**
 * Renders a content screen as the app does: with the startup answer (brand, store) loaded, in a
 * router whose not-found screen says 'Not found page'. Test-only.
 */
export function renderContent(ui: ReactNode, { store = makeStore(), isMainBrand = true, ...options }: RenderOptions & { isMainBrand?: boolean } = {}) {
  return renderWithRouter(ui, { store, startup: makeStartup({ store, isMainBrand }), notFound: () => <p>Not found page</p>, ...options });
}
