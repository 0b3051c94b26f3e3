import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brandId } from './brands';
import { at, createdAt, id, textList, updatedAt } from './columns';
import { stores } from './stores';

/**
 * Our content service's documents (DECISIONS.md "Services the spec calls external"; part 1 §3 "Content
 * items"): one brand's document of a type, addressed by a uid unique within brand and type. `data`
 * holds the type's shape from src/api/content.ts. A document with no published_on is a draft the
 * console keeps; one with a future date is scheduled; it is live (served) once that date has passed.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: id(),
    orderingAppId: brandId(),
    type: text('type').notNull(),
    uid: text('uid').notNull(),
    tags: textList('tags'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** null: a draft, never served (README "Content in the console"). */
    publishedOn: at('published_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('content_documents_app_type_uid_idx').on(table.orderingAppId, table.type, table.uid),
    index('content_documents_app_type_published_idx').on(table.orderingAppId, table.type, table.publishedOn.desc()),
    index('content_documents_tags_idx').using('gin', table.tags),
  ],
);

/** Marketing list sign-ups (part 1 §7): one row per brand and email, so signing up again changes nothing. */
export const marketingSignups = pgTable(
  'marketing_signups',
  {
    orderingAppId: brandId(),
    /** Trimmed and lower-cased by the contract before it gets here. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.orderingAppId, table.email] })],
);

/**
 * Analytics events the shopper consented to (part 1 §7). Append-only, so the id is a bigserial; a
 * deleted store leaves its events with a null store.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderingAppId: brandId(),
    event: text('event').notNull(),
    path: text('path').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('analytics_events_app_event_created_idx').on(table.orderingAppId, table.event, table.createdAt)],
);
