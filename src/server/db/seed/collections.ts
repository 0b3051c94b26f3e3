import { COLLECTIONS, CONSUMPTION_TAGS, EXPERIENCE_TAGS } from '@/domain/categories';
import type { Database } from '../client';
import { collections } from '../schema';

type CollectionRow = typeof collections.$inferInsert;

/** Display copy of every tag the product lists use (part 1 §2 /collection, /consumption, /experience). */
const COPY: Record<string, [title: string, description: string]> = {
  'best-for-beginners': ['Best for Beginners', 'Gentle, low-dose picks for anyone new to cannabis or coming back after a break.'],
  'staff-picks': ['Staff Picks', 'The products our budtenders recommend most to friends and regulars.'],
  'new-arrivals': ['New Arrivals', 'Fresh drops from the last two weeks, from new batches to brand-new makers.'],
  'best-sellers': ['Best Sellers', 'The shelf favourites shoppers come back for again and again.'],
  'spring-collection': ['Spring Collection', 'Bright, citrusy cultivars and light treats for longer, sunnier days.'],
  '420-collection': ['420 Collection', 'Our annual celebration picks: classic cultivars, infused pre-rolls and limited drops.'],
  smoke: ['Smoke', 'Flower and pre-rolls, plus the papers, pipes and grinders that go with them.'],
  vape: ['Vape', 'Cartridges, pods and disposables for a discreet, fast-acting session.'],
  eat: ['Eat', 'Gummies, chocolates and baked goods with a measured dose in every piece.'],
  drink: ['Drink', 'Infused seltzers, sodas, teas and mixes. Effects arrive sooner than most edibles.'],
  apply: ['Apply', 'Balms, lotions and patches for targeted, mostly non-intoxicating relief.'],
  dab: ['Dab', 'Rosin, live resin and other concentrates for experienced consumers.'],
  swallow: ['Swallow', 'Capsules, softgels and oral solutions: precise, consistent and smoke-free.'],
  sublingual: ['Sublingual', 'Tinctures and sprays taken under the tongue for a faster onset than edibles.'],
  beginner: ['Beginner', 'Low THC per serving and CBD-forward options: a comfortable place to start.'],
  intermediate: ['Intermediate', 'Moderate potency for shoppers who know what they like.'],
  experienced: ['Experienced', 'High-potency flower, concentrates and strong edibles for seasoned consumers.'],
};

function row(slug: string, kind: 'collection' | 'consumption' | 'experience'): CollectionRow {
  const copy = COPY[slug];
  if (!copy) throw new Error(`no copy for tag ${slug}`);
  return { slug, kind, title: copy[0], description: copy[1] };
}

export const COLLECTION_ROWS: readonly CollectionRow[] = [
  ...COLLECTIONS.map((slug) => row(slug, 'collection')),
  ...CONSUMPTION_TAGS.map((slug) => row(slug, 'consumption')),
  ...EXPERIENCE_TAGS.map((slug) => row(slug, 'experience')),
];

export async function seedCollections(db: Database): Promise<void> {
  await db.insert(collections).values([...COLLECTION_ROWS]);
}
