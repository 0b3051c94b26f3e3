import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { brandId } from './brands';
import { carts } from './carts';
import { createdAt, id, textList } from './columns';
import { stores } from './stores';
import { userMention } from './users';

/** Files uploaded for returns (DECISIONS.md: a storage interface, local disk by default). */
export const uploads = pgTable('uploads', {
  id: id(),
  userId: userMention('user_id'),
  storageKey: text('storage_key').notNull().unique(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: createdAt(),
});

/** Contact and support requests (part 2 §3 "Contact request"); each is also sent through the outbox. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    orderingAppId: brandId(),
    userId: userMention('user_id'),
    storeId: integer('store_id').references(() => stores.id),
    requestType: text('request_type').notNull(),
    section: text('section').notNull(),
    subSection: text('sub_section'),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    sendTo: text('send_to').notNull(),
    customerType: text('customer_type'),
    orderId: integer('order_id').references(() => carts.id, { onDelete: 'set null' }),
    productId: integer('product_id'),
    productName: text('product_name'),
    productInfo: jsonb('product_info').$type<Record<string, unknown>>(),
    images: textList('images'),
    tags: textList('tags'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_requests_app_created_idx').on(table.orderingAppId, table.createdAt)],
);
