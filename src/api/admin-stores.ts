import * as z from 'zod/mini';
import { CATEGORIES } from '@/domain/categories';
import { VALID_PHONE_MESSAGE } from '@/domain/phone-number';
import { isKnownTimeZone, isReadableHoursLine } from '@/domain/store-hours';
import { US_STATE_NAMES } from '@/domain/us-states';
import { ZIP_MESSAGE, ZIP_PATTERN } from '@/domain/zip-code';
import { queryId } from './common';
import { optionalFields } from './patch-fields';
import { usPhoneSchema } from './phone';
import { tempClosureSchema } from './store';

/**
 * The console's store settings (README "The operator console"): every field of the spec's store
 * (part 1 §3) an operator or a store manager may change, grouped as the console edits them. GET
 * answers the whole object; PATCH takes any of the groups and answers the whole object after.
 */
/** A store's gallery (`image_urls`) holds at most this many images. */
export const MAX_STORE_IMAGES = 20;

export const ADMIN_STORE_MESSAGES = {
  hoursLine: "Write the hours as 'Closed' or '10:00 AM - 3:00 PM'.",
  sevenDays: 'Give seven lines, Monday first.',
  date: 'Use a date like 2026-12-25.',
  duplicateDate: 'Each date can have only one exception.',
  tooManyExceptions: 'Keep at most 100 dated exceptions.',
  timezone: 'Choose a time zone such as America/New_York.',
  state: 'Choose a US state.',
  zip: ZIP_MESSAGE,
  phone: VALID_PHONE_MESSAGE,
  required: 'Required.',
  imageUrl: 'Use an uploaded image, a file of this site (/…) or an https:// address.',
  link: 'Use a page of this site (/…) or an https:// address.',
  duplicateCategory: 'Each category can have only one limit.',
  wholeNumber: 'Use a whole number of 0 or more.',
  taxRate: 'Use basis points from 0 to 10000 (8.25% is 825).',
  saved: 'Store settings saved.',
  imageUploaded: 'Image uploaded.',
  tooManyImages: `A store keeps at most ${MAX_STORE_IMAGES} images: remove one first.`,
} as const;

const MAX_TEXT = 200;
const text = (max = MAX_TEXT) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max = MAX_TEXT) => text(max).check(z.minLength(1, ADMIN_STORE_MESSAGES.required));
const wholeNumber = (max: number) =>
  z.int(ADMIN_STORE_MESSAGES.wholeNumber).check(z.minimum(0, ADMIN_STORE_MESSAGES.wholeNumber), z.maximum(max));

/** A day's hours, in the form the storefront reads (src/domain/store-hours.ts). */
export const hoursLineSchema = text(60).check(z.refine(isReadableHoursLine, ADMIN_STORE_MESSAGES.hoursLine));

/**
 * Links a store carries (images, the coming-soon page): a path of this site ('/images/stores/…', an
 * upload's '/api/images/…', '/page/…') or an https address; never another scheme or another host
 * without https.
 */
export const STORE_LINK_PATTERN = /^(\/(?!\/)[A-Za-z0-9._~/-]+|https:\/\/[^\s"'<>]+)$/;
const imageLink = z.string().check(z.maxLength(500), z.regex(STORE_LINK_PATTERN, ADMIN_STORE_MESSAGES.imageUrl));

export const storeProfileSchema = z.object({
  name: requiredText(),
  ecomm_display_name: requiredText(),
  address_1: requiredText(),
  city: requiredText(100),
  state: z.string().check(z.refine((code) => code in US_STATE_NAMES, ADMIN_STORE_MESSAGES.state)),
  zip: z.string().check(z.regex(ZIP_PATTERN, ADMIN_STORE_MESSAGES.zip)),
  phone: usPhoneSchema(ADMIN_STORE_MESSAGES.phone),
  timezone: z.string().check(z.maxLength(64), z.refine(isKnownTimeZone, ADMIN_STORE_MESSAGES.timezone)),
  thumbnail_image_url: z.nullable(imageLink),
  image_urls: z.array(imageLink).check(z.maxLength(MAX_STORE_IMAGES)),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_STORE_MESSAGES.date), z.refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), ADMIN_STORE_MESSAGES.date));

/** A dated exception to the weekly hours on the store's own calendar (holiday, early close). */
export const hourExceptionSchema = z.object({
  date: isoDate,
  hours: hoursLineSchema,
  /** Shown to shoppers beside the day, e.g. 'Thanksgiving'. */
  note: text(80),
});
export type HourExceptionSettings = z.infer<typeof hourExceptionSchema>;

export const hourExceptionListSchema = z.array(hourExceptionSchema).check(
  z.maxLength(100, ADMIN_STORE_MESSAGES.tooManyExceptions),
  z.refine((list) => new Set(list.map((item) => item.date)).size === list.length, ADMIN_STORE_MESSAGES.duplicateDate),
);

/** Seven lines, Monday first (part 1 §3 `hours`). */
export const weeklyHoursSchema = z.array(hoursLineSchema).check(z.minLength(7, ADMIN_STORE_MESSAGES.sevenDays), z.maxLength(7, ADMIN_STORE_MESSAGES.sevenDays));

export const storeHoursSettingsSchema = z.object({
  weekly: weeklyHoursSchema,
  /** Upcoming and past exceptions, by date; PUT admin/stores/{id}/hour-exceptions replaces them. */
  exceptions: hourExceptionListSchema,
});

/** The per-usage switches of part 1 §3 (is_med_* / is_rec_*, temp_closed_*), for one usage type. */
export const usageSwitchesSchema = z.object({
  menu: z.boolean(),
  coming_soon: z.boolean(),
  /** null: open; 'closed': temporarily closed; 'ordering_off': menu open, ordering off (part 1 §3, §8). */
  temp_closed: tempClosureSchema,
  users_reg: z.boolean(),
  users_login: z.boolean(),
  users_disabled: z.boolean(),
  carts_disabled: z.boolean(),
  add_override: z.boolean(),
  delivery: z.boolean(),
  curbside: z.boolean(),
  pickup: z.boolean(),
  obo_pickup: z.boolean(),
  obo_curbside: z.boolean(),
  obo_delivery: z.boolean(),
});
export type UsageSwitches = z.infer<typeof usageSwitchesSchema>;
export const USAGE_SWITCH_KEYS = Object.keys(usageSwitchesSchema.shape) as (keyof UsageSwitches)[];

/** The store-wide switches and their texts (part 1 §3). */
export const storeSwitchesSchema = z.object({
  is_divested: z.boolean(),
  divested_disclaimer: z.nullable(text(500)),
  coming_soon_url: z.nullable(z.string().check(z.maxLength(500), z.regex(STORE_LINK_PATTERN, ADMIN_STORE_MESSAGES.link))),
  enable_checkin_order: z.boolean(),
  use_id_scanning: z.boolean(),
  show_post_tax_pricing: z.boolean(),
  requires_medical_card_to_order: z.boolean(),
});

export const storeDeliverySettingsSchema = z.object({
  valid_zips: z.array(z.string().check(z.regex(ZIP_PATTERN, ADMIN_STORE_MESSAGES.zip))).check(z.maxLength(2000)),
  minimum_cents: wholeNumber(10_000_000),
  fee_cents: wholeNumber(1_000_000),
});

const taxBps = z.int(ADMIN_STORE_MESSAGES.taxRate).check(z.minimum(0, ADMIN_STORE_MESSAGES.taxRate), z.maximum(10_000, ADMIN_STORE_MESSAGES.taxRate));
export const storeTaxSettingsSchema = z.object({ medical_bps: taxBps, recreational_bps: taxBps });

const limit = z.nullable(wholeNumber(100_000));
/** Per category and usage type, units per order; null: no limit (part 1 §5). */
export const purchaseLimitSettingsSchema = z
  .array(z.object({ category: z.enum(CATEGORIES), med_limit: limit, rec_limit: limit }))
  .check(z.refine((rows) => new Set(rows.map((row) => row.category)).size === rows.length, ADMIN_STORE_MESSAGES.duplicateCategory));

export const storeSettingsSchema = z.object({
  id: z.int(),
  store_slug: z.string(),
  profile: storeProfileSchema,
  hours: storeHoursSettingsSchema,
  switches: storeSwitchesSchema,
  usage: z.object({ medical: usageSwitchesSchema, recreational: usageSwitchesSchema }),
  delivery: storeDeliverySettingsSchema,
  tax: storeTaxSettingsSchema,
  purchase_limits: purchaseLimitSettingsSchema,
  /** Minutes a shopper waits at the store now (part 1 §7 wait times); null: not shown. */
  wait_time: z.nullable(wholeNumber(600)),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/**
 * PATCH admin/stores/{id}/settings: any group, each with any of its fields; lists (weekly hours,
 * image_urls, zips, purchase limits) are replaced whole. Unknown fields are refused.
 */
export const storeSettingsPatchSchema = z.strictObject({
  profile: z.optional(z.strictObject(optionalFields(storeProfileSchema.shape))),
  hours: z.optional(z.strictObject({ weekly: weeklyHoursSchema })),
  switches: z.optional(z.strictObject(optionalFields(storeSwitchesSchema.shape))),
  usage: z.optional(
    z.strictObject({
      medical: z.optional(z.strictObject(optionalFields(usageSwitchesSchema.shape))),
      recreational: z.optional(z.strictObject(optionalFields(usageSwitchesSchema.shape))),
    }),
  ),
  delivery: z.optional(z.strictObject(optionalFields(storeDeliverySettingsSchema.shape))),
  tax: z.optional(z.strictObject(optionalFields(storeTaxSettingsSchema.shape))),
  purchase_limits: z.optional(purchaseLimitSettingsSchema),
  wait_time: z.optional(z.nullable(wholeNumber(600))),
});
export type StoreSettingsPatch = z.infer<typeof storeSettingsPatchSchema>;

/** PUT admin/stores/{id}/hour-exceptions: the whole list, replacing the one kept. */
export const hourExceptionsPutSchema = z.strictObject({ exceptions: hourExceptionListSchema });

/** Image types every browser shows, which POST admin/stores/{id}/images takes; HEIC is left out (part 1 §8 'File type not allowed' for it). */
export const STORE_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];

/** POST admin/stores/{id}/images takes a form: `file` (an image) and `use`. */
export const STORE_IMAGE_USES = ['gallery', 'thumbnail'] as const;
export const storeImageFormSchema = z.object({ use: z._default(z.enum(STORE_IMAGE_USES), 'gallery') });

export const adminStoreParamSchema = z.object({ id: queryId });

/** GET images/{key}: a public store or catalog image uploaded through the console. */
export const publicImageParamSchema = z.object({ key: z.string().check(z.regex(/^img-[0-9a-f]{32}$/, 'Unknown image')) });
