import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import type { ContentType } from '@/api/content';
import { legacyPageRedirect, parsePageParams } from '@/domain/content-pages';
import { contentDocumentQueryOptions } from '@/web/data/content-queries';
import { educationPostsQueryOptions, faqsQueryOptions, newsArticlesQueryOptions } from './api/content-lists';
import { isContentNotFound } from './content-errors';

/** The settings document's uid (jobs board, press inquiry address). */
export const SETTINGS_UID = 'site';
export const ABOUT_UID = 'about';
export const FAQ_PAGE_UID = 'faq_page';
export const LOYALTY_MESSAGING_UID = 'loyalty_messaging';

/**
 * Waits for a content document (the page opens complete), answers not-found when it does not
 * exist, and leaves other failures to the page, which shows them with a retry.
 */
export async function loadDocument(queryClient: QueryClient, type: ContentType, uid: string): Promise<void> {
  try {
    await queryClient.ensureQueryData(contentDocumentQueryOptions(type, uid));
  } catch (error) {
    if (isContentNotFound(error)) throw notFound();
  }
}

/** Waits for what the page is made of; failures are the page's to show (it reads the same queries). */
function settle(...work: Promise<unknown>[]): Promise<void> {
  return Promise.all(work.map((promise) => promise.catch(() => undefined))).then(() => undefined);
}

export const loadLearnIndex = (queryClient: QueryClient) => settle(queryClient.ensureQueryData(educationPostsQueryOptions()));

/** The article itself; the other articles below it load while it shows. */
export function loadLearnArticle(queryClient: QueryClient, uid: string) {
  void queryClient.prefetchQuery(educationPostsQueryOptions());
  return loadDocument(queryClient, 'education_post', uid);
}

export const loadNewsIndex = (queryClient: QueryClient) =>
  settle(queryClient.ensureQueryData(newsArticlesQueryOptions()), queryClient.ensureQueryData(contentDocumentQueryOptions('settings', SETTINGS_UID)));

export function loadNewsArticle(queryClient: QueryClient, uid: string) {
  void queryClient.prefetchQuery(newsArticlesQueryOptions());
  return loadDocument(queryClient, 'news_article', uid);
}

export const loadAbout = (queryClient: QueryClient) => loadDocument(queryClient, 'about', ABOUT_UID);

export const loadFaq = (queryClient: QueryClient) =>
  settle(queryClient.ensureQueryData(contentDocumentQueryOptions('faq_page', FAQ_PAGE_UID)), queryClient.ensureQueryData(faqsQueryOptions()));

export function loadRewards(queryClient: QueryClient) {
  void queryClient.prefetchQuery(contentDocumentQueryOptions('loyalty_messaging', LOYALTY_MESSAGING_UID));
  return loadDocument(queryClient, 'page', 'rewards');
}

export const loadSettings = (queryClient: QueryClient) => settle(queryClient.ensureQueryData(contentDocumentQueryOptions('settings', SETTINGS_UID)));

/**
 * /page/{id}/{storeID?}/{usageType?} (part 1 §2): invalid store ids or usage types are not found,
 * old ids redirect to their replacement, and the page document loads (missing: not found).
 */
export function loadPageRoute(queryClient: QueryClient, raw: { id: string; storeId?: string; usageType?: string }) {
  const params = parsePageParams(raw);
  if (!params) throw notFound();
  const target = legacyPageRedirect(params.id);
  if (target) throw redirect({ to: '/page/$id/{-$storeId}/{-$usageType}', params: { id: target }, replace: true });
  return loadDocument(queryClient, 'page', params.id);
}
