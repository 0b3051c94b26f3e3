import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, textList } from './columns';

/** A brand's storefront ("ordering app"); the request host picks one (DECISIONS.md). */
export const orderingApps = pgTable('ordering_apps', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  hosts: textList('hosts'),
  isMainBrand: boolean('is_main_brand').notNull().default(false),
  logoUrl: text('logo_url').notNull(),
  faviconUrl: text('favicon_url').notNull(),
  mapPinUrl: text('map_pin_url').notNull(),
  mapPinUrlAlt: text('map_pin_url_alt').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  pointsPerDollar: integer('points_per_dollar').notNull().default(40),
});

/** The brand a row belongs to; every brand's data stays its own. */
export const brandId = () =>
  integer('ordering_app_id')
    .notNull()
    .references(() => orderingApps.id);
