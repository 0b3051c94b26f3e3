import type { QueryClient } from '@tanstack/react-query';
import type { ContentAudience, ContentDocumentOf, ContentType } from '@/api/content';
import type { UsageType } from '@/domain/usage-type';
import { contentDocumentQueryOptions, contentListQueryOptions } from '@/web/data/content-queries';
import { storeBreakdownQueryOptions } from '@/web/shared/startup/api/get-store-breakdown';
import { makeStartup, makeStore } from '@/web/testing/store-fixtures';
import { shoppingState } from '@/web/state/shopping';

/** Content documents and startup data for the shell's tests, served from the QueryClient. Test-only. */

export const EVERYONE: ContentAudience = { states: [], usage_types: [], store_ids: [] };

let nextId = 1;
export function makeDoc<T extends ContentType>(type: T, uid: string, data: ContentDocumentOf<T>['data'], published_on = '2026-03-01T00:00:00.000Z'): ContentDocumentOf<T> {
  return { id: nextId++, uid, type, tags: [], published_on, data } as unknown as ContentDocumentOf<T>;
}

export function specialMessage(uid: string, overrides: Partial<ContentDocumentOf<'special_message'>['data']> = {}) {
  return makeDoc('special_message', uid, {
    message: `Message ${uid}`,
    link: null,
    text_color: '#ffffff',
    background_color: '#1E6B47',
    gradient: null,
    carousel_auto_play_increment: null,
    audience: EVERYONE,
    ...overrides,
  });
}

export function article(uid: string, title: string) {
  return makeDoc('education_post', uid, {
    title,
    summary: `${title} in brief`,
    featured_image: { url: `/img/${uid}.jpg`, alt: title },
    external_link: null,
    body: [],
  });
}

/** A promotion for everyone, no picture or call to action: its dialog is named "A special offer for you". */
export function specialOffer(uid = 'rewards') {
  return makeDoc('promotional_dialog', uid, {
    image: null,
    rich_content: [{ type: 'heading', level: 2, text: 'A special offer for you' }, { type: 'paragraph', text: 'Join the rewards.' }],
    cta_text: '',
    cta_link: '',
    audience: EVERYONE,
  });
}

/** Puts a list of one type where contentListQueryOptions(type, filter) reads it. */
export function serveList<T extends ContentType>(queryClient: QueryClient, type: T, docs: ContentDocumentOf<T>[], filter: Parameters<typeof contentListQueryOptions>[1] = {}): void {
  queryClient.setQueryData(contentListQueryOptions(type, filter).queryKey, { data: docs, rows: docs.length, total_rows: docs.length });
}

export function serveDocument<T extends ContentType>(queryClient: QueryClient, doc: ContentDocumentOf<T>): void {
  queryClient.setQueryData(contentDocumentQueryOptions(doc.type as T, doc.uid).queryKey, doc);
}

/** The shopper is at a store of `state` (id 1) shopping `usage`, for the main brand unless told. */
export function serveStartup(queryClient: QueryClient, { state = 'IL', usage = 'recreational' as UsageType, isMainBrand = true, storeId = 1 } = {}): void {
  const slug = 'test-store';
  shoppingState.storeSlug = slug;
  shoppingState.usageType = usage;
  shoppingState.storeId = storeId;
  const store = makeStore({ id: storeId, state, store_slug: slug });
  queryClient.setQueryData(storeBreakdownQueryOptions(slug, usage).queryKey, makeStartup({ store, isMainBrand, usage }));
}

/** A fetch stand-in answering JSON; records every call. */
export function jsonFetch(answer: (url: string, init: RequestInit | undefined) => { status?: number; body: unknown }) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const { status = 200, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
