import type { ContentDocumentOf, ContentType } from '@/api/content';
import type { Database } from '@/server/db/client';
import { contentDocuments } from '@/server/db/schema';

/** Minimal valid data per type, so tests write only what they assert on. */
export const SAMPLE_DATA = {
  education_post: { title: 'Article', summary: 'Summary', featured_image: { url: '/images/content/leaf-sprig.svg', alt: 'A leaf' }, external_link: null, body: [{ type: 'paragraph', text: 'Body' }] },
  news_article: { title: 'News', summary: 'Summary', source: null, hero_image: { url: '/images/content/rolling-hills.svg', alt: 'Hills' }, featured: false, body: [] },
  faq: { category: 'Online Ordering', question: 'Question?', answer: [{ type: 'paragraph', text: 'Answer.' }], position: 1 },
  page: { title: 'Page', seo_description: 'Page', hero_image: null, store_id: null, usage_type: null, body: [] },
} satisfies { [T in ContentType]?: ContentDocumentOf<T>['data'] };

let sequence = 0;

/** Writes one content document of a brand; defaults to a published education post. */
export async function insertDocument(
  db: Database,
  orderingAppId: number,
  values: { type?: ContentType; uid?: string; tags?: string[]; publishedOn?: Date; data?: Record<string, unknown> } = {},
) {
  const type = values.type ?? 'education_post';
  const [row] = await db
    .insert(contentDocuments)
    .values({
      orderingAppId,
      type,
      uid: values.uid ?? `doc-${++sequence}`,
      tags: values.tags ?? [],
      publishedOn: values.publishedOn ?? new Date(Date.UTC(2026, 0, 1)),
      data: values.data ?? (SAMPLE_DATA as Record<string, Record<string, unknown>>)[type] ?? SAMPLE_DATA.education_post,
    })
    .returning();
  return row!;
}

export const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
