import type { ContentDocumentOf, ContentType } from '@/api/content';
import { daysBeforeBase } from '../random';

/**
 * A content document as the seed writes it. Publish dates hang off SEED_BASE_DATE like the rest of
 * the demo; one document per brand is a draft (no publish date), so the demo shows that drafts stay
 * hidden from shoppers while the console lists them.
 */
export interface SeedDocumentOf<T extends ContentType> {
  type: T;
  uid: string;
  tags: string[];
  /** null: a draft. */
  publishedOn: Date | null;
  data: ContentDocumentOf<T>['data'];
}
/** A seed document of any type (a union over the types, so lists can mix them). */
export type SeedDocument = { [T in ContentType]: SeedDocumentOf<T> }[ContentType];

export function contentDoc<T extends ContentType>(
  type: T,
  uid: string,
  /** Days before SEED_BASE_DATE, or 'unpublished' for a draft. */
  daysAgo: number | 'unpublished',
  data: ContentDocumentOf<T>['data'],
  tags: string[] = [],
): SeedDocumentOf<T> {
  const publishedOn = daysAgo === 'unpublished' ? null : daysBeforeBase(daysAgo);
  return { type, uid, tags, publishedOn, data };
}
