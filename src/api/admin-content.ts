import * as z from 'zod/mini';
import { BANNER_INTERVAL_MAX_S, BANNER_INTERVAL_MIN_S } from '@/domain/constants';
import { CONTENT_STATES } from '@/domain/content-state';
import { listResponse, queryId } from './common';
import { consoleDateTime } from './console-date-time';
import {
  aboutSchema,
  articleCurationSchema,
  CONTENT_TYPES,
  educationPostSchema,
  faqPageSchema,
  faqSchema,
  footerSchema,
  loyaltyMessagingSchema,
  newsArticleSchema,
  pageSchema,
  promotionalDialogSchema,
  settingsSchema,
  specialMessageSchema,
  storeDetailsSchema,
  type ContentType,
} from './content';

/**
 * Content in the console (README "Content in the console"; DECISIONS.md "Services the spec calls
 * external"): operators write their brand's documents. A document's data is checked by its type's
 * own schema from ./content, the very one the storefront reads with, so the console can never save
 * what the storefront would refuse to show.
 */
export const CONTENT_DATA_SCHEMAS = {
  education_post: educationPostSchema,
  article_curation: articleCurationSchema,
  footer: footerSchema,
  special_message: specialMessageSchema,
  promotional_dialog: promotionalDialogSchema,
  news_article: newsArticleSchema,
  faq: faqSchema,
  faq_page: faqPageSchema,
  about: aboutSchema,
  settings: settingsSchema,
  loyalty_messaging: loyaltyMessagingSchema,
  store_details: storeDetailsSchema,
  page: pageSchema,
} as const satisfies Record<ContentType, z.ZodMiniType>;

/** What the console calls each type (part 1 §3 "Content items"). */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  special_message: 'Banners',
  promotional_dialog: 'Promotional dialogs',
  education_post: 'Learn articles',
  news_article: 'News',
  faq: 'FAQ questions',
  faq_page: 'FAQ page',
  about: 'About page',
  page: 'Pages (legal, deals, brand)',
  footer: 'Footer',
  article_curation: 'Article lists',
  store_details: 'Store details texts',
  loyalty_messaging: 'Rewards messaging',
  settings: 'Site settings',
};

/** A banner's message or a page's title is one line a shopper reads at a glance. */
export const CONTENT_HEADLINE_MAX_CHARS = 200;

export const ADMIN_CONTENT_MESSAGES = {
  uid: 'Use lower-case letters, digits and hyphens, like spring-sale.',
  uidTaken: 'Another document of this type already has this address (uid): choose another.',
  tag: 'Tags are 1 to 50 characters.',
  tooManyTags: 'Keep at most 20 tags.',
  link: 'Use a link like /deals, https://example.com, mailto:… or tel:….',
  colour: 'Use a colour like #1F5130.',
  interval: `Use ${BANNER_INTERVAL_MIN_S} to ${BANNER_INTERVAL_MAX_S} seconds, or none for the default.`,
  required: 'Fill this in.',
  headlineTooLong: `Keep it to ${CONTENT_HEADLINE_MAX_CHARS} characters.`,
  publishedOn: "Use 'now', a date and time like 2026-12-01T09:00:00Z, or null for a draft.",
  notFound: 'Content not found.',
  saved: 'Saved.',
  published: 'Published: shoppers see it on their next visit.',
  scheduled: 'Scheduled.',
  unpublished: 'Back to draft: shoppers no longer see it.',
  deleted: 'Deleted.',
  imageUploaded: 'Image uploaded.',
} as const;

/** The address of a document within its type: /page/{uid}, /learn/{uid}... */
export const CONTENT_UID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const uidSchema = z.string().check(z.trim(), z.maxLength(200, ADMIN_CONTENT_MESSAGES.uid), z.regex(CONTENT_UID_PATTERN, ADMIN_CONTENT_MESSAGES.uid));
const tagsSchema = z
  .array(z.string().check(z.trim(), z.minLength(1, ADMIN_CONTENT_MESSAGES.tag), z.maxLength(50, ADMIN_CONTENT_MESSAGES.tag)))
  .check(z.maxLength(20, ADMIN_CONTENT_MESSAGES.tooManyTags));

/**
 * When the document goes live: 'now' (the server's clock decides), a moment (past or future), or
 * null to keep (or put it back) as a draft.
 */
export const publicationSchema = z.union(
  [z.literal('now'), consoleDateTime(ADMIN_CONTENT_MESSAGES.publishedOn), z.null()],
  { error: ADMIN_CONTENT_MESSAGES.publishedOn },
);
export type Publication = z.infer<typeof publicationSchema>;

/** A document as the console sees it: drafts and scheduled ones too, every tag, data unchecked on the way out. */
export const adminContentDocumentSchema = z.object({
  id: z.int(),
  type: z.enum(CONTENT_TYPES),
  uid: z.string(),
  tags: z.array(z.string()),
  published_on: z.nullable(z.string()),
  state: z.enum(CONTENT_STATES),
  data: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
});
export type AdminContentDocument = z.infer<typeof adminContentDocumentSchema>;
export const adminContentListSchema = listResponse(adminContentDocumentSchema);

/** GET admin/content: one type's documents, drafts first, then newest publish date. */
export const adminContentQuerySchema = z.object({ type: z.enum(CONTENT_TYPES) });

/**
 * POST admin/content: a new document. `data` is checked by the type's schema (400 with fields such
 * as 'data.message' or 'data.body.2.text'); a draft unless published_on says otherwise.
 */
export const adminContentCreateSchema = z.strictObject({
  type: z.enum(CONTENT_TYPES),
  uid: uidSchema,
  tags: z._default(tagsSchema, []),
  published_on: z._default(publicationSchema, null),
  data: z.record(z.string(), z.unknown()),
});
export type AdminContentCreate = z.infer<typeof adminContentCreateSchema>;

/** PATCH admin/content/{id}: any of uid, tags, data (whole) and published_on. */
export const adminContentPatchSchema = z.strictObject({
  uid: z.optional(uidSchema),
  tags: z.optional(tagsSchema),
  published_on: z.optional(publicationSchema),
  data: z.optional(z.record(z.string(), z.unknown())),
});
export type AdminContentPatch = z.infer<typeof adminContentPatchSchema>;

export const adminContentParamSchema = z.object({ id: queryId });

/** POST admin/content/images answers the uploaded image's public link, for an image field's url. */
export const contentImageUploadSchema = z.object({ url: z.string() });
