import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CONTENT_WRITE_SCHEMAS } from '@/api/admin-content-write';
import { ABOUT_SECTION_TYPES, CONTENT_TYPES, FAQ_CATEGORIES, contentDocumentSchema, type ContentDocument } from '@/api/content';
import { SEED_BASE_DATE } from '../random';
import { STORE_DEFS } from '../store-list';
import { menuUsages, type SeededStore } from '../stores';
import { demoContent, demoWaitTimes } from '.';
import type { SeedDocument } from './document';

/** The content seed against DECISIONS.md "Content service": every document parses, every type and page the spec names exists. */
const PUBLIC_DIR = fileURLToPath(new URL('../../../../../public', import.meta.url));
const stores: SeededStore[] = STORE_DEFS.map((def, index) => ({ id: index + 1, def, usages: menuUsages(def) }));
const content = demoContent(stores);
const main = content.main;
const second = content.second;

const asServed = (doc: SeedDocument, id: number) => ({ id, type: doc.type, uid: doc.uid, tags: doc.tags, published_on: (doc.publishedOn ?? SEED_BASE_DATE).toISOString(), data: doc.data });
const ofType = <T extends SeedDocument['type']>(docs: SeedDocument[], type: T) => docs.filter((doc) => doc.type === type) as Extract<SeedDocument, { type: T }>[];
const uids = (docs: SeedDocument[], type: SeedDocument['type']) => ofType(docs, type).map((doc) => doc.uid);
const published = <D extends SeedDocument>(docs: D[]) => docs.filter((doc) => doc.publishedOn !== null && doc.publishedOn <= SEED_BASE_DATE);

/** Every string anywhere in a value, for image and link checks. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('content seed: every document matches its type (part 1 §3 "Content items")', () => {
  it.each([['main', main], ['second', second]] as const)('%s brand: each document parses with contentDocumentSchema and uids are unique per type', (_brand, docs) => {
    for (const [index, doc] of docs.entries()) {
      const parsed = contentDocumentSchema.safeParse(asServed(doc, index + 1));
      expect(parsed.success, `${doc.type}/${doc.uid}: ${parsed.error?.message}`).toBe(true);
      // Parsing strips unknown keys: nothing may be silently dropped.
      expect((parsed.data as ContentDocument).data).toEqual(doc.data);
    }
    const keys = docs.map((doc) => `${doc.type}/${doc.uid}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([['main', main], ['second', second]] as const)('%s brand: each document also passes the console\'s write rules, so an operator can open and save it as it is', (_brand, docs) => {
    for (const doc of docs) {
      const parsed = z.safeParse(CONTENT_WRITE_SCHEMAS[doc.type], doc.data);
      expect(parsed.success, `${doc.type}/${doc.uid}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('seeds every content type for the main brand, all published by the base date but one draft per brand', () => {
    expect(new Set(main.map((doc) => doc.type))).toEqual(new Set(CONTENT_TYPES));
    for (const docs of [main, second]) {
      expect(docs.filter((doc) => doc.publishedOn === null)).toHaveLength(1);
      expect(docs.filter((doc) => doc.publishedOn !== null && doc.publishedOn > SEED_BASE_DATE)).toHaveLength(0);
    }
  });

  it('references only images that exist in public/, each under 2 KB with width, height and alt text', () => {
    const all = [...main, ...second];
    const files = new Set(all.flatMap((doc) => strings(doc.data)).filter((text) => text.startsWith('/images/')));
    expect(files.size).toBeGreaterThan(5);
    for (const url of files) {
      expect(existsSync(`${PUBLIC_DIR}${url}`), url).toBe(true);
      if (url.startsWith('/images/content/')) {
        expect(statSync(`${PUBLIC_DIR}${url}`).size, url).toBeLessThan(2048);
        expect(readFileSync(`${PUBLIC_DIR}${url}`, 'utf8'), url).toMatch(/<svg[^>]* width="\d+" height="\d+"[^>]*aria-label="[^"]+"/);
      }
    }
    const images = all.flatMap((doc) => JSON.stringify(doc.data).match(/\{"url":"[^"]*","alt":"[^"]*"\}/g) ?? []);
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) expect(JSON.parse(image).alt.length, image).toBeGreaterThan(10);
  });
});

describe('content seed: the main brand (part 1 §2 routes, §9 counts)', () => {
  it('has 10 education posts of several paragraphs, 1-2 tagged master, and a curation and footer of 6 existing articles', () => {
    const posts = ofType(main, 'education_post');
    expect(posts).toHaveLength(10);
    for (const post of posts) expect(post.data.body.filter((block) => block.type === 'paragraph').length, post.uid).toBeGreaterThanOrEqual(3);
    expect(posts.filter((post) => post.tags.includes('master')).length).toBeGreaterThanOrEqual(1);
    expect(posts.every((post) => post.tags.some((tag) => tag !== 'master'))).toBe(true);
    const curation = ofType(main, 'article_curation').find((doc) => doc.uid === 'featured-articles')!;
    const footer = ofType(main, 'footer')[0]!;
    for (const list of [curation.data.article_uids, footer.data.article_uids, ofType(main, 'about')[0]!.data.featured_article_uids]) {
      expect(list.every((uid) => posts.some((post) => post.uid === uid))).toBe(true);
    }
    expect(curation.data.article_uids).toHaveLength(6);
    expect(footer.data.article_uids).toHaveLength(6);
    expect(footer.data.social.length).toBeGreaterThan(0);
  });

  it('has 3 special messages (one with a gradient, one at 8 s, one for MA) and a promotional dialog', () => {
    const messages = ofType(main, 'special_message');
    expect(messages).toHaveLength(3);
    expect(new Set(messages.map((doc) => doc.data.background_color)).size).toBe(3);
    expect(messages.some((doc) => doc.data.gradient)).toBe(true);
    expect(messages.some((doc) => doc.data.carousel_auto_play_increment === 8)).toBe(true);
    expect(messages.some((doc) => doc.data.audience.states.includes('MA'))).toBe(true);
    expect(ofType(main, 'promotional_dialog')).toHaveLength(1);
  });

  it('has 6 published news articles (3 featured), each sharing a tag with another, plus the hidden future one', () => {
    const news = published(ofType(main, 'news_article'));
    expect(news).toHaveLength(6);
    expect(news.filter((doc) => doc.data.featured)).toHaveLength(3);
    for (const article of news) {
      expect(news.some((other) => other !== article && other.tags.some((tag) => article.tags.includes(tag))), article.uid).toBe(true);
    }
  });

  it('has 14+ FAQs over all 4 categories with positions 1..n per category, and the FAQ page', () => {
    const faqs = ofType(main, 'faq');
    expect(faqs.length).toBeGreaterThanOrEqual(14);
    for (const category of FAQ_CATEGORIES) {
      const positions = faqs.filter((doc) => doc.data.category === category).map((doc) => doc.data.position);
      expect(positions, category).toEqual(positions.map((_, index) => index + 1));
      expect(positions.length, category).toBeGreaterThan(0);
    }
    expect(uids(main, 'faq_page')).toEqual(['faq_page']);
  });

  it('has an about page with a section of every kind, site settings and loyalty messaging', () => {
    const about = ofType(main, 'about');
    expect(about.map((doc) => doc.uid)).toEqual(['about']);
    expect(new Set(about[0]!.data.sections.map((section) => section.kind))).toEqual(new Set(ABOUT_SECTION_TYPES));
    const settings = ofType(main, 'settings').find((doc) => doc.uid === 'site')!;
    expect(settings.data.jobs_url).toBe('https://jobs.example.com/apotheca');
    expect(settings.data.press_inquiry_email).toMatch(/^press@/);
    expect(uids(main, 'loyalty_messaging')).toEqual(['loyalty_messaging']);
  });

  it('has store details for every store of the brand: delivery slice where it delivers, 3-4 steps, OSM directions', () => {
    for (const [brand, docs] of [['main', main], ['second', second]] as const) {
      const details = ofType(docs, 'store_details');
      const defs = STORE_DEFS.filter((def) => def.brand === brand);
      expect(details.map((doc) => doc.uid).sort()).toEqual(defs.map((def) => def.slug).sort());
      for (const def of defs) {
        const doc = details.find((candidate) => candidate.uid === def.slug)!;
        const delivers = !def.traits?.isDivested && !!(def.traits?.isMedDelivery || def.traits?.isRecDelivery);
        expect(doc.data.slices.some((slice) => slice.kind === 'delivery'), def.slug).toBe(delivers);
        expect(doc.data.how_it_works.length).toBeGreaterThanOrEqual(3);
        expect(doc.data.how_it_works.length).toBeLessThanOrEqual(4);
        expect(doc.data.directions_link).toBe(`https://www.openstreetmap.org/directions?to=${def.lat},${def.lng}`);
      }
    }
  });

  it('has every page the routes open: deals per state, coming-soon links, Florida, legal, brand pages and the guide', () => {
    const pages = ofType(main, 'page');
    const pageUids = pages.map((doc) => doc.uid);
    const comingSoon = STORE_DEFS.flatMap((def) => (def.brand === 'main' && def.traits?.comingSoonUrl ? [def.traits.comingSoonUrl.replace('/page/', '')] : []));
    expect(comingSoon.length).toBeGreaterThan(0);
    expect(pageUids).toEqual(expect.arrayContaining([
      'deals-ny', 'deals-il', 'deals-oh', 'deals-az', 'deals-pa', 'deals-fl', 'deals-ma-medical', 'deals-ma-adult-use',
      'delivery-info-fl', 'florida-transition', ...comingSoon,
      'terms-of-service', 'loyalty-terms-of-service', 'privacy-policy', 'cookie-policy', 'hipaa', 'california-employee-privacy-notice', 'text-message-policy',
      'rewards', 'reviews', 'tour', 'askusanything', 'bhm', 'wayto420', 'what-to-expect', 'guide', 'hudson-valley-medical-welcome',
    ]));
    const deals = pages.filter((doc) => doc.uid.startsWith('deals-'));
    expect(deals.every((doc) => doc.data.store_id === null)).toBe(true);
    expect(pages.find((doc) => doc.uid === 'deals-ma-medical')!.data.usage_type).toBe('medical');
    expect(pages.find((doc) => doc.uid === 'deals-ma-adult-use')!.data.usage_type).toBe('recreational');
    const welcome = pages.find((doc) => doc.uid === 'hudson-valley-medical-welcome')!;
    expect(welcome.data.store_id).toBe(stores.find((store) => store.def.slug === 'hudson-valley-ny')!.id);
    expect(welcome.data.usage_type).toBe('medical');
    expect(JSON.stringify(pages.find((doc) => doc.uid === 'guide')!.data)).toContain('Updated January 2020');
  });
});

describe('content seed: the second brand and wait times', () => {
  it('gives the second brand a footer, settings, 2 live banners, a dialog, FAQs, its deals and legal pages', () => {
    expect(uids(second, 'footer')).toEqual(['footer']);
    expect(uids(second, 'settings')).toEqual(['site']);
    expect(published(ofType(second, 'special_message'))).toHaveLength(2);
    expect(ofType(second, 'promotional_dialog')).toHaveLength(1);
    expect(ofType(second, 'faq').length).toBeGreaterThan(4);
    expect(uids(second, 'page')).toEqual(expect.arrayContaining(['deals-ma-medical', 'deals-ma-adult-use', 'terms-of-service', 'privacy-policy']));
    expect(JSON.stringify(second)).not.toContain('Apotheca');
  });

  it('reports the wait time of every store with an Adult Use menu that has one, from the store list', () => {
    const waits = demoWaitTimes(stores);
    const expected = stores.filter((store) => store.usages.includes('recreational') && store.def.traits?.waitTime != null);
    expect(waits.map((wait) => wait.storeId)).toEqual(expected.map((store) => store.id));
    expect(waits.map((wait) => wait.minutes)).toEqual(expected.map((store) => store.def.traits!.waitTime));
    expect(waits.length).toBeGreaterThanOrEqual(7);
  });
});
