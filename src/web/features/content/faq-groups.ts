import { DEFAULT_FAQ_CATEGORY, FAQ_CATEGORIES, type ContentDocumentOf, type FaqCategory } from '@/api/content';

export interface FaqGroup {
  category: FaqCategory;
  items: ContentDocumentOf<'faq'>[];
}

/**
 * FAQ items by category, in the spec's category order (Cannabis 101, Online Ordering, Visiting the
 * store, Other Questions), each ordered by position; categories without questions are left out
 * (part 1 §2 "only non-empty categories are shown").
 */
export function groupFaqs(faqs: readonly ContentDocumentOf<'faq'>[]): FaqGroup[] {
  return FAQ_CATEGORIES.map((category) => ({
    category,
    items: faqs.filter((faq) => faq.data.category === category).sort((a, b) => a.data.position - b.data.position || a.uid.localeCompare(b.uid)),
  })).filter((group) => group.items.length > 0);
}

/** The tab the FAQ module opens on: Online Ordering (part 1 §2), or the first shown when it is empty. */
export function defaultFaqTab(groups: readonly FaqGroup[]): FaqCategory | undefined {
  return groups.find((group) => group.category === DEFAULT_FAQ_CATEGORY)?.category ?? groups[0]?.category;
}

/** A category as an id fragment: 'Visiting the store' -> 'visiting-the-store'. */
export function categoryId(category: FaqCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
