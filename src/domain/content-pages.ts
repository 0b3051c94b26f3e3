import { parseUsageType, USAGE_LABEL, type UsageType } from './usage-type';

/**
 * Rules of the content pages (part 1 §2 route table: /page/{id}/{storeID?}/{usageType?}, /learn,
 * /news; §3 "Content items"; §9 constants). Pure: callers pass documents and the shopper's context.
 */

/** 'View Other Articles' under a Learn article shows this many (part 1 §2). */
export const OTHER_ARTICLES_SHOWN = 3;
/** A news article shows at most this many related articles under 'You May Also Like' (part 1 §2). */
export const RELATED_NEWS_MAX = 3;
/** Gap between stacked images when the section sets none, in px (part 1 §9). */
export const STACKING_IMAGES_GAP_DEFAULT = 10;
/** Tag used by the content service for bookkeeping; never shown (part 1 §3 "tags with 'master' hidden"). */
export const HIDDEN_TAG = 'master';

/** The one page the old Florida city and transition pages now point to (part 1 §2). */
export const FLORIDA_TRANSITION_PAGE = 'florida-transition';

/**
 * Old /page/{id} ids that redirect to the transition page: the former Florida city pages and the
 * earlier transition announcements (part 1 §2 "Several old /page/{city}-fl and transition pages
 * redirect to one transition page").
 */
export const LEGACY_PAGE_REDIRECTS: Readonly<Record<string, string>> = {
  'tampa-fl': FLORIDA_TRANSITION_PAGE,
  'orlando-fl': FLORIDA_TRANSITION_PAGE,
  'miami-fl': FLORIDA_TRANSITION_PAGE,
  'jacksonville-fl': FLORIDA_TRANSITION_PAGE,
  transition: FLORIDA_TRANSITION_PAGE,
  'fl-transition': FLORIDA_TRANSITION_PAGE,
};

/** Where an old page id now lives; undefined when the id is current. Case-insensitive. */
export function legacyPageRedirect(id: string): string | undefined {
  return LEGACY_PAGE_REDIRECTS[id.toLowerCase()];
}

export interface PageParams {
  id: string;
  storeId: number | undefined;
  usageType: UsageType | undefined;
}

/** Largest id a store can have (PostgreSQL integer). */
const MAX_STORE_ID = 2_147_483_647;

/**
 * The /page route's params: storeID is a positive whole number; usageType is one of medical,
 * recreational, rec or med (part 1 §2), normalised. Any other value makes the link invalid, and the
 * page answers not-found rather than guessing.
 */
export function parsePageParams(raw: { id: string; storeId?: string; usageType?: string }): PageParams | undefined {
  const id = raw.id.trim();
  if (!id) return undefined;
  let storeId: number | undefined;
  if (raw.storeId !== undefined && raw.storeId !== '') {
    if (!/^\d+$/.test(raw.storeId)) return undefined;
    storeId = Number(raw.storeId);
    if (storeId < 1 || storeId > MAX_STORE_ID) return undefined;
  }
  let usageType: UsageType | undefined;
  if (raw.usageType !== undefined && raw.usageType !== '') {
    usageType = parseUsageType(raw.usageType);
    if (!usageType) return undefined;
  }
  return { id, storeId, usageType };
}

/** The store and usage type a page was written for. */
export interface PageAudience {
  storeId: number | null;
  usageType: UsageType | null;
}

/** The link's store and usage type win over the document's own (a deals link names the store it came from). */
export function pageAudience(params: Pick<PageParams, 'storeId' | 'usageType'>, document: { store_id: number | null; usage_type: UsageType | null }): PageAudience {
  return { storeId: params.storeId ?? document.store_id, usageType: params.usageType ?? document.usage_type };
}

export interface ShopperContext {
  storeId: number | undefined;
  usageType: UsageType;
}

export interface PageMismatch {
  store: boolean;
  usage: boolean;
}

/**
 * A banner warns when the shopper's current store or usage type differs from the page's (part 1 §2).
 * A page written for no particular store or usage type never warns about it. Undefined: no banner.
 */
export function pageMismatch(page: PageAudience, shopper: ShopperContext): PageMismatch | undefined {
  const store = page.storeId !== null && page.storeId !== shopper.storeId;
  const usage = page.usageType !== null && page.usageType !== shopper.usageType;
  return store || usage ? { store, usage } : undefined;
}

export interface MismatchCopyInput {
  page: PageAudience;
  /** Display name of the page's store, when it is one of the brand's stores. */
  pageStoreName: string | undefined;
  /** Display name of the shopper's current store, undefined while none is chosen. */
  shopperStoreName: string | undefined;
  shopperUsage: UsageType;
}

/**
 * The banner's sentence, e.g. "This page is for Hudson Valley (Medical). You're shopping Adult Use
 * at Mohawk Valley." Usage types read as the shopper sees them (Medical, Adult Use; part 1 §4).
 */
export function mismatchMessage({ page, pageStoreName, shopperStoreName, shopperUsage }: MismatchCopyInput): string {
  const pageUsage = page.usageType ? USAGE_LABEL[page.usageType] : undefined;
  let audience: string;
  if (page.storeId !== null) {
    const storeName = pageStoreName ?? 'another store';
    audience = pageUsage ? `${storeName} (${pageUsage})` : storeName;
  } else {
    audience = `${pageUsage} shoppers`;
  }
  const current = shopperStoreName
    ? `You're shopping ${USAGE_LABEL[shopperUsage]} at ${shopperStoreName}.`
    : "You haven't chosen a store yet.";
  return `This page is for ${audience}. ${current}`;
}

/** Tags a shopper may see: without the content service's 'master' tag, each once. */
export function visibleTags(tags: readonly string[]): string[] {
  return [...new Set(tags.filter((tag) => tag.trim() && tag.toLowerCase() !== HIDDEN_TAG))];
}

export interface PublishedItem {
  uid: string;
  tags: readonly string[];
  published_on: string;
}

function newestFirst<T extends PublishedItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.published_on) - Date.parse(a.published_on) || a.uid.localeCompare(b.uid));
}

/** 'View Other Articles': the newest articles other than the one being read (part 1 §2: 3). */
export function otherArticles<T extends PublishedItem>(articles: readonly T[], currentUid: string, count = OTHER_ARTICLES_SHOWN): T[] {
  return newestFirst(articles.filter((article) => article.uid !== currentUid)).slice(0, count);
}

/**
 * 'You May Also Like' under a news article: articles sharing at least one visible tag with it,
 * newest first, never the article itself, at most RELATED_NEWS_MAX (part 1 §2).
 */
export function relatedArticles<T extends PublishedItem>(articles: readonly T[], current: PublishedItem, max = RELATED_NEWS_MAX): T[] {
  const tags = new Set(visibleTags(current.tags));
  if (tags.size === 0) return [];
  return newestFirst(articles.filter((article) => article.uid !== current.uid && article.tags.some((tag) => tags.has(tag)))).slice(0, max);
}
