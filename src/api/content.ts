import * as z from 'zod/mini';
import { USAGE_TYPES } from '@/domain/usage-type';
import { listResponse, queryId } from './common';

/**
 * Our content service (DECISIONS.md "Services the spec calls external"; part 1 §3 "Content items",
 * §7 content reads). Documents belong to one brand; each has a type, a uid unique within brand and
 * type, tags (the 'master' tag is never served), a publish date, and data whose shape the type fixes.
 *
 * Rich text is structured blocks, never HTML, so content can never inject markup. Inline links in
 * block text use the Markdown form [label](/path or https://...).
 */
export const CONTENT_TYPES = [
  'education_post',
  'article_curation',
  'footer',
  'special_message',
  'promotional_dialog',
  'news_article',
  'faq',
  'faq_page',
  'about',
  'settings',
  'loyalty_messaging',
  'store_details',
  'page',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Default list page size of content reads (part 1 §7). */
export const CONTENT_PAGE_SIZE = 100;

export const imageSchema = z.object({ url: z.string(), alt: z.string() });
export type ContentImage = z.infer<typeof imageSchema>;

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string(), level: z.union([z.literal(2), z.literal(3)]) }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) }),
  z.object({ type: z.literal('image'), image: imageSchema, caption: z.optional(z.string()) }),
  z.object({ type: z.literal('quote'), text: z.string(), cite: z.optional(z.string()) }),
  z.object({ type: z.literal('cta'), text: z.string(), link: z.string() }),
]);
export type ContentBlock = z.infer<typeof blockSchema>;
export const richTextSchema = z.array(blockSchema);
export type RichText = z.infer<typeof richTextSchema>;

/** Where a document applies; empty lists mean everywhere. */
export const audienceSchema = z.object({
  states: z.array(z.string()),
  usage_types: z.array(z.enum(USAGE_TYPES)),
  store_ids: z.array(z.int()),
});
export type ContentAudience = z.infer<typeof audienceSchema>;

export const educationPostSchema = z.object({
  title: z.string(),
  summary: z.string(),
  featured_image: imageSchema,
  external_link: z.nullable(z.string()),
  body: richTextSchema,
});

export const articleCurationSchema = z.object({ title: z.string(), article_uids: z.array(z.string()) });

export const footerSchema = z.object({
  tagline: z.string(),
  article_uids: z.array(z.string()),
  social: z.array(z.object({ network: z.enum(['instagram', 'facebook', 'x', 'youtube', 'linkedin']), url: z.string() })),
});

export const specialMessageSchema = z.object({
  message: z.string(),
  link: z.nullable(z.string()),
  text_color: z.string(),
  background_color: z.string(),
  /** A second colour: the background runs from background_color to it. */
  gradient: z.nullable(z.string()),
  /** Seconds per slide; null uses the default of 6000 ms (part 1 §9). */
  carousel_auto_play_increment: z.nullable(z.number()),
  audience: audienceSchema,
});

export const promotionalDialogSchema = z.object({
  image: z.nullable(imageSchema),
  rich_content: richTextSchema,
  cta_text: z.string(),
  cta_link: z.string(),
  audience: audienceSchema,
});

export const newsArticleSchema = z.object({
  title: z.string(),
  summary: z.string(),
  source: z.nullable(z.string()),
  hero_image: imageSchema,
  /** Shown in the news hero carousel. */
  featured: z.boolean(),
  body: richTextSchema,
});

export const FAQ_CATEGORIES = ['Cannabis 101', 'Online Ordering', 'Visiting the store', 'Other Questions'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
/** The FAQ module opens on this category (part 1 §2). */
export const DEFAULT_FAQ_CATEGORY: FaqCategory = 'Online Ordering';

export const faqSchema = z.object({
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  answer: richTextSchema,
  /** Order within its category. */
  position: z.int(),
});

export const faqPageSchema = z.object({ title: z.string(), intro: z.string(), hero_image: z.nullable(imageSchema) });

/** The about page's content section types (part 1 §2 "About page"). */
export const ABOUT_SECTION_TYPES = [
  'image_copy_cta',
  'virtual_visit',
  'what_to_bring',
  'icons',
  'cards',
  'social',
  'split',
  'headline',
  'text',
  'full_width_image',
  'embedded_video',
  'video_embed',
  'virtual_tour',
  'stacking_images',
  'rewards_faq',
] as const;

const titled = { title: z.string() };
const iconItem = z.object({ icon: z.string(), title: z.string(), text: z.string() });
export const aboutSectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image_copy_cta'), ...titled, image: imageSchema, body: richTextSchema, cta_text: z.string(), cta_link: z.string() }),
  z.object({ kind: z.literal('virtual_visit'), ...titled, body: richTextSchema, link: z.string() }),
  z.object({ kind: z.literal('what_to_bring'), ...titled, items: z.array(z.string()) }),
  z.object({ kind: z.literal('icons'), ...titled, items: z.array(iconItem) }),
  z.object({ kind: z.literal('cards'), ...titled, cards: z.array(z.object({ image: imageSchema, title: z.string(), text: z.string(), link: z.nullable(z.string()) })) }),
  z.object({ kind: z.literal('social'), ...titled, links: footerSchema.shape.social }),
  z.object({ kind: z.literal('split'), ...titled, left: richTextSchema, right: richTextSchema }),
  z.object({ kind: z.literal('headline'), ...titled, subtitle: z.string() }),
  z.object({ kind: z.literal('text'), ...titled, body: richTextSchema }),
  z.object({ kind: z.literal('full_width_image'), ...titled, image: imageSchema }),
  /** A video file we host (poster + src). */
  z.object({ kind: z.literal('embedded_video'), ...titled, src: z.string(), poster: z.nullable(z.string()), captions: z.nullable(z.string()) }),
  /** A video-sharing site's embed URL (iframe). */
  z.object({ kind: z.literal('video_embed'), ...titled, embed_url: z.string() }),
  z.object({ kind: z.literal('virtual_tour'), ...titled, frame_url: z.string() }),
  /** Images stacked with a gap in px (default 10, part 1 §9). */
  z.object({ kind: z.literal('stacking_images'), ...titled, images: z.array(imageSchema), gap: z.nullable(z.int()) }),
  z.object({ kind: z.literal('rewards_faq'), ...titled, items: z.array(z.object({ question: z.string(), answer: richTextSchema })) }),
]);
export type AboutSection = z.infer<typeof aboutSectionSchema>;

export const aboutSchema = z.object({
  hero_slides: z.array(z.object({ image: imageSchema, title: z.string(), text: z.string() })),
  featured_article_uids: z.array(z.string()),
  sections: z.array(aboutSectionSchema),
});

/** The marketing subscribe dialog (part 1 §3 "marketing dialog"). */
export const marketingDialogSchema = z.object({
  image: z.nullable(imageSchema),
  image_size: z.enum(['Full Width', 'icon']),
  image_alignment: z.enum(['Left', 'Center', 'Right']),
  button_alignment: z.enum(['Left', 'Center', 'Right']),
  content: richTextSchema,
});

export const settingsSchema = z.object({
  /** /careers redirects here (DECISIONS.md "Jobs board"). */
  jobs_url: z.string(),
  press_inquiry_email: z.string(),
  marketing_dialog: marketingDialogSchema,
});

export const loyaltyMessagingSchema = z.object({
  headline: z.string(),
  body: richTextSchema,
  perks: z.array(iconItem),
});

/** Per-store details content (uid = store slug): part 1 §3 "store details content". */
export const storeDetailsSchema = z.object({
  title: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  slices: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('delivery'), title: z.string(), text: z.string() }),
      z.object({ kind: z.literal('text'), title: z.string(), body: richTextSchema }),
    ]),
  ),
  how_it_works: z.array(iconItem),
  what_to_bring: richTextSchema,
  directions_link: z.string(),
});

/** A content page at /page/{uid} (deals pages, transition pages, legal and brand pages). */
export const pageSchema = z.object({
  title: z.string(),
  seo_description: z.string(),
  hero_image: z.nullable(imageSchema),
  /** The store and usage type the page was written for; a banner warns when they differ from the shopper's. */
  store_id: z.nullable(z.int()),
  usage_type: z.nullable(z.enum(USAGE_TYPES)),
  body: richTextSchema,
});

const documentBase = {
  id: z.int(),
  uid: z.string(),
  tags: z.array(z.string()),
  published_on: z.string(),
};
const doc = <T extends ContentType, D extends z.ZodMiniType>(type: T, data: D) =>
  z.object({ ...documentBase, type: z.literal(type), data });

export const contentDocumentSchema = z.discriminatedUnion('type', [
  doc('education_post', educationPostSchema),
  doc('article_curation', articleCurationSchema),
  doc('footer', footerSchema),
  doc('special_message', specialMessageSchema),
  doc('promotional_dialog', promotionalDialogSchema),
  doc('news_article', newsArticleSchema),
  doc('faq', faqSchema),
  doc('faq_page', faqPageSchema),
  doc('about', aboutSchema),
  doc('settings', settingsSchema),
  doc('loyalty_messaging', loyaltyMessagingSchema),
  doc('store_details', storeDetailsSchema),
  doc('page', pageSchema),
]);
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
export type ContentDocumentOf<T extends ContentType> = Extract<ContentDocument, { type: T }>;

export const contentListSchema = listResponse(contentDocumentSchema);

/** GET content/documents: by type, or by uids, or by tag; newest published first; unpublished never. */
export const contentListQuerySchema = z.object({
  type: z.optional(z.enum(CONTENT_TYPES)),
  uids: z.optional(z.string().check(z.maxLength(2000))),
  tag: z.optional(z.string().check(z.maxLength(100))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CONTENT_PAGE_SIZE)), CONTENT_PAGE_SIZE),
});

export const contentDocumentParamSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  uid: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** Wait times per store (part 1 §7), in minutes. */
export const waitTimeSchema = z.object({ store_id: z.int(), minutes: z.int(), updated_at: z.string() });
export type WaitTime = z.infer<typeof waitTimeSchema>;
export const waitTimeListSchema = listResponse(waitTimeSchema);
export const waitTimesQuerySchema = z.object({
  store_ids: z.optional(z.string().check(z.regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Must be a comma-separated list of store ids'))),
});

/** POST p/{brand}/marketing-signup (part 1 §7 "Marketing sign-up"). */
export const marketingSignupBodySchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email('Enter a valid email address.')),
});
export const marketingSignupParamSchema = z.object({ brand: z.string().check(z.minLength(1), z.maxLength(60)) });
export const marketingSignupResponseSchema = z.object({ ok: z.boolean() });

/** The analytics events of part 1 §7; recorded only when the shopper allowed Analytics. */
export const ANALYTICS_EVENTS = [
  'Clicked Special Message',
  'Nav Shop',
  'Nav Deals',
  'Clicked Change Store',
  'Clicked Store Details',
  'Clicked Phone Number',
  'Clicked Get Directions',
  'Nav Collection Click',
] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export const analyticsEventBodySchema = z.object({
  event: z.enum(ANALYTICS_EVENTS),
  /** The body says consent was given; the client sends nothing without it, and the server refuses false. */
  consent: z.literal(true),
  path: z.string().check(z.maxLength(500)),
  store_id: z.nullable(queryId),
  properties: z.record(z.string().check(z.maxLength(60)), z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()])),
});
export const analyticsEventResponseSchema = z.object({ recorded: z.boolean() });
