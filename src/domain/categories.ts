import type { UsageType } from './usage-type';

/** The twelve form categories, in menu order (part 1 §9). */
export const CATEGORIES = [
  'flower',
  'vapes',
  'edibles',
  'prerolls',
  'concentrates',
  'topicals',
  'capsules',
  'tinctures',
  'oral_solutions',
  'beverages',
  'accessories',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Flower, prerolls, vapes and concentrates form the flower-type group (part 1 §9). */
export const FLOWER_TYPE_CATEGORIES: readonly Category[] = ['flower', 'prerolls', 'vapes', 'concentrates'];

const CATEGORY_LABELS: Record<Category, string> = {
  flower: 'Flower',
  vapes: 'Vapes',
  edibles: 'Edibles',
  prerolls: 'Pre-Rolls',
  concentrates: 'Concentrates',
  topicals: 'Topicals',
  capsules: 'Capsules',
  tinctures: 'Tinctures',
  oral_solutions: 'Oral Solutions',
  beverages: 'Beverages',
  accessories: 'Accessories',
  other: 'Other',
};

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** States whose medical menus call edibles "Ingestibles" (part 1 §2, §9). */
const INGESTIBLE_STATES = ['NY', 'PA'];

export function usesIngestibles(state: string | undefined, usage: UsageType): boolean {
  return usage === 'medical' && !!state && INGESTIBLE_STATES.includes(state);
}

/** Display label of a category, honouring the NY/PA medical "Ingestibles" rule. */
export function categoryLabel(category: Category, state?: string, usage: UsageType = 'recreational'): string {
  if (category === 'edibles' && usesIngestibles(state, usage)) return 'Ingestibles';
  return CATEGORY_LABELS[category];
}

/** URL slug of a category list; edibles become ingestibles for NY/PA medical (part 1 §2). */
export function categorySlug(category: Category, state?: string, usage: UsageType = 'recreational'): string {
  if (category === 'edibles' && usesIngestibles(state, usage)) return 'ingestibles';
  return category;
}

/** Reads a category list slug back to a category ('ingestibles' is edibles). */
export function categoryFromSlug(slug: string): Category | undefined {
  if (slug === 'ingestibles') return 'edibles';
  return isCategory(slug) ? slug : undefined;
}

export const STRAIN_TYPES = ['indica', 'sativa', 'hybrid', 'cbd'] as const;
export type StrainType = (typeof STRAIN_TYPES)[number];
export const STRAIN_LABELS: Record<StrainType, string> = {
  indica: 'Indica',
  sativa: 'Sativa',
  hybrid: 'Hybrid',
  cbd: 'CBD',
};

/** Collections shown on /collection/{tag} (part 1 §2). */
export const COLLECTIONS = [
  'best-for-beginners',
  'staff-picks',
  'new-arrivals',
  'best-sellers',
  'spring-collection',
  '420-collection',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Consumption methods and experience levels used as tags for /consumption and /experience. */
export const CONSUMPTION_TAGS = ['smoke', 'vape', 'eat', 'drink', 'apply', 'dab', 'swallow', 'sublingual'] as const;
export const EXPERIENCE_TAGS = ['beginner', 'intermediate', 'experienced'] as const;

export type ListTagKind = 'collection' | 'consumption' | 'experience';

const LIST_TAGS: Record<ListTagKind, readonly string[]> = { collection: COLLECTIONS, consumption: CONSUMPTION_TAGS, experience: EXPERIENCE_TAGS };

/** Whether /collection, /consumption or /experience has a list for this tag; any other is not found (part 1 §2). */
export function isListTag(kind: ListTagKind, tag: string): boolean {
  return LIST_TAGS[kind].includes(tag);
}

/** Title case for a tag slug: "best-for-beginners" -> "Best For Beginners". */
export function tagLabel(tag: string): string {
  return tag
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
