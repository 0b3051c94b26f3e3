/**
 * Pages that live at their own top-level path and are a 'page' document of the same uid (part 1 §2:
 * the legal pages, /reviews, /tour, /askusanything, /bhm, /wayto420 and the static guide page).
 */
export const TOP_LEVEL_PAGE_UIDS = [
  'terms-of-service',
  'loyalty-terms-of-service',
  'privacy-policy',
  'cookie-policy',
  'hipaa',
  'california-employee-privacy-notice',
  'text-message-policy',
  'reviews',
  'tour',
  'askusanything',
  'bhm',
  'wayto420',
  'guide',
] as const;

/** Old or misspelt top-level paths and the page they redirect to (part 1 §2: /hippa -> /hipaa). */
export const TOP_LEVEL_PAGE_ALIASES: Readonly<Record<string, (typeof TOP_LEVEL_PAGE_UIDS)[number]>> = { hippa: 'hipaa' };

/** Whether a top-level path segment names one of those pages; anything else is not found. */
export function isTopLevelPage(slug: string): boolean {
  return (TOP_LEVEL_PAGE_UIDS as readonly string[]).includes(slug);
}
