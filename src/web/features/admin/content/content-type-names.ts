import type { ContentType } from '@/api/content';

/** One document of each type, as a button or heading names it ('New banner'); CONTENT_TYPE_LABELS names the lists. */
export const CONTENT_TYPE_SINGULAR: Record<ContentType, string> = {
  special_message: 'banner',
  promotional_dialog: 'promotional dialog',
  education_post: 'Learn article',
  news_article: 'news article',
  faq: 'FAQ question',
  faq_page: 'FAQ page',
  about: 'About page',
  page: 'page',
  footer: 'footer',
  article_curation: 'article list',
  store_details: 'store details text',
  loyalty_messaging: 'rewards message',
  settings: 'site settings',
};
