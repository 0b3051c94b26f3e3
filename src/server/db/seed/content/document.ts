import type { ContentDocumentOf, ContentType } from '@/api/content';
import { daysBeforeBase } from '../random';

/**
 * A content document as the seed writes it. Publish dates hang off SEED_BASE_DATE like the rest of
 * the demo; one document per brand is dated far in the future so the demo shows that unpublished
 * documents stay hidden (and stays that way for decades).
 */
export interface SeedDocumentOf<T extends ContentType> {
  type: T;
  uid: string;
  tags: string[];
  publishedOn: Date;
  data: ContentDocumentOf<T>['data'];
}
/** A seed document of any type (a union over the types, so lists can mix them). */
export type SeedDocument = { [T in ContentType]: SeedDocumentOf<T> }[ContentType];

export const UNPUBLISHED_UNTIL = new Date(Date.UTC(2099, 0, 1));

export function contentDoc<T extends ContentType>(
  type: T,
  uid: string,
  /** Days before SEED_BASE_DATE, or 'unpublished' for the far-future document. */
  daysAgo: number | 'unpublished',
  data: ContentDocumentOf<T>['data'],
  tags: string[] = [],
): SeedDocumentOf<T> {
  const publishedOn = daysAgo === 'unpublished' ? UNPUBLISHED_UNTIL : daysBeforeBase(daysAgo);
  return { type, uid, tags, publishedOn, data };
}
