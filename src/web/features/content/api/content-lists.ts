import { contentListQueryOptions } from '@/web/data/content-queries';

/**
 * The lists the content pages read, each with one filter, so every screen that shows them shares
 * one cache entry. One page at the spec's default size (100, part 1 §7) holds all of them.
 */
export const educationPostsQueryOptions = () => contentListQueryOptions('education_post');
export const newsArticlesQueryOptions = () => contentListQueryOptions('news_article');
export const faqsQueryOptions = () => contentListQueryOptions('faq');

/** Chosen education posts (the about page's featured articles), in the order given. */
export const articlesByUidQueryOptions = (uids: readonly string[]) => contentListQueryOptions('education_post', { uids });
