/**
 * Where a content document stands (README "Content in the console"): a draft has no publish date and
 * is never served; a scheduled one is served once its date passes; a published one is served now.
 */
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** The state of a document published on `publishedOn` (null: never) as seen at `now`. */
export function contentState(publishedOn: Date | null, now: Date): ContentState {
  if (!publishedOn) return 'draft';
  return publishedOn.getTime() > now.getTime() ? 'scheduled' : 'published';
}
