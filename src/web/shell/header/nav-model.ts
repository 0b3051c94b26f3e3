import type { Special } from '@/api/special';
import type { Store } from '@/api/store';
import { CATEGORIES, categoryLabel, categorySlug, COLLECTIONS, tagLabel, type Category } from '@/domain/categories';
import { DEALS_MENU_SPECIALS } from '@/domain/constants';
import { browseableSpecials, specialLink } from '@/domain/specials';
import { dealsLabel, showsDealsDropdown, showsLearn, type StoreContext } from '@/domain/store-state';
import { dealsPagePath } from '@/domain/deals-path';

export interface NavLink {
  key: string;
  label: string;
  href: string;
}
export interface CategoryLink extends NavLink {
  category: Category;
}
export interface SpecialLink extends NavLink {
  caption: string;
}
export interface ArticleLink extends NavLink {}

export interface NavModel {
  categories: CategoryLink[];
  collections: NavLink[];
  /** 'New Pricing' (MA recreational), 'Savings' (PA, OH) or 'Deals'. */
  dealsLabel: string;
  dealsHref: string;
  /** Deals is hidden while the store is loading. */
  showDeals: boolean;
  /** Up to 6 browseable specials; empty means Deals is a plain link to the deals page. */
  dealSpecials: SpecialLink[];
  showLearn: boolean;
  /** Featured articles for the Learn menu (6 on desktop, 4 in the mobile nav); empty makes Learn a plain link. */
  articles: ArticleLink[];
}

export interface NavInput {
  ctx: StoreContext;
  store: Store | undefined;
  isLoadingStore: boolean;
  specials: readonly Special[];
  articles?: readonly ArticleLink[];
}

/** The header's menus from the store-state rules (part 1 §2 header, §9 store-state exceptions). */
export function buildNavModel({ ctx, store, isLoadingStore, specials, articles = [] }: NavInput): NavModel {
  const state = ctx.state ?? undefined;
  const breakdown = store?.inventory_breakdown;
  const inStock = new Set(breakdown?.categories.filter((c) => c.count > 0).map((c) => c.category) ?? CATEGORIES);
  const tags = breakdown?.tags.length ? new Set(breakdown.tags.filter((t) => t.count > 0).map((t) => t.tag)) : undefined;
  const dealsHref = dealsPagePath(state, ctx.usage);
  const dropdown = showsDealsDropdown(ctx);
  const learn = showsLearn(ctx);
  return {
    categories: CATEGORIES.filter((category) => inStock.has(category)).map((category) => ({
      key: category,
      category,
      label: categoryLabel(category, state, ctx.usage),
      href: `/products/${categorySlug(category, state, ctx.usage)}`,
    })),
    collections: COLLECTIONS.filter((tag) => !tags || tags.has(tag)).map((tag) => ({ key: tag, label: tagLabel(tag), href: `/collection/${tag}` })),
    dealsLabel: dealsLabel(ctx),
    dealsHref,
    showDeals: !isLoadingStore,
    dealSpecials: dropdown
      ? browseableSpecials(specials)
          .slice(0, DEALS_MENU_SPECIALS)
          .map((special) => ({ key: String(special.id), label: special.title, caption: special.caption, href: specialLink(special) ?? dealsHref }))
      : [],
    showLearn: learn,
    // Featured articles only where Learn shows (main brand, not OH or PA).
    articles: learn ? [...articles] : [],
  };
}
