import { asc, eq } from 'drizzle-orm';
import { USAGE_SWITCH_KEYS, type StoreSettings, type StoreSettingsPatch, type UsageSwitches } from '@/api/admin-stores';
import { isCategory, type Category } from '@/domain/categories';
import { hoursLines, WEEKDAYS } from '@/domain/store-hours';
import { USAGE_TYPES, usagePrefix, type UsageType } from '@/domain/usage-type';
import type { Database } from '@/server/db/client';
import { storeHourExceptions, stores } from '@/server/db/schema';
import { brandStoreRow } from '@/server/services/carts/cart-store';

export type StoreRow = typeof stores.$inferSelect;
/** The columns a settings write may set. */
export type StoreColumns = Partial<Omit<typeof stores.$inferInsert, 'id' | 'orderingAppId' | 'storeSlug'>>;
type Db = Pick<Database, 'select'>;

/** is_med_obo_pickup -> isMedOboPickup; temp_closed sits apart from the is_* flags (part 1 §3). */
function usageColumn(usage: UsageType, key: keyof UsageSwitches): keyof StoreColumns {
  const prefix = usagePrefix(usage);
  const snake = key === 'temp_closed' ? `temp_closed_${prefix}` : `is_${prefix}_${key}`;
  return snake.replace(/_([a-z])/g, (_match, char: string) => char.toUpperCase()) as keyof StoreColumns;
}

const closure = (value: string | null) => (value === 'closed' || value === 'ordering_off' ? value : null);

function usageSwitches(row: StoreRow, usage: UsageType): UsageSwitches {
  const read = (key: keyof UsageSwitches) => (row as Record<string, unknown>)[usageColumn(usage, key)];
  return Object.fromEntries(USAGE_SWITCH_KEYS.map((key) => [key, key === 'temp_closed' ? closure(read(key) as string | null) : Boolean(read(key))])) as UsageSwitches;
}

/** The store as the console edits it; a missing weekly line reads 'Closed', as the storefront shows no hours for it. */
export function toStoreSettings(row: StoreRow, exceptions: StoreSettings['hours']['exceptions']): StoreSettings {
  return {
    id: row.id,
    store_slug: row.storeSlug,
    profile: {
      name: row.name,
      ecomm_display_name: row.ecommDisplayName,
      address_1: row.address1,
      city: row.city,
      state: row.state,
      zip: row.zip,
      phone: row.phone,
      timezone: row.timezone,
      thumbnail_image_url: row.thumbnailImageUrl,
      image_urls: row.imageUrls,
    },
    hours: { weekly: hoursLines(row.hours).map((line) => line ?? 'Closed'), exceptions },
    switches: {
      is_divested: row.isDivested,
      divested_disclaimer: row.divestedDisclaimer,
      coming_soon_url: row.comingSoonUrl,
      enable_checkin_order: row.enableCheckinOrder,
      use_id_scanning: row.useIdScanning,
      show_post_tax_pricing: row.showPostTaxPricing,
      requires_medical_card_to_order: row.requiresMedicalCardToOrder,
    },
    usage: { medical: usageSwitches(row, 'medical'), recreational: usageSwitches(row, 'recreational') },
    delivery: { valid_zips: row.deliveryValidZips, minimum_cents: row.deliveryMinimumCents, fee_cents: row.deliveryFeeCents },
    tax: { medical_bps: row.taxRateMedBps, recreational_bps: row.taxRateRecBps },
    purchase_limits: row.purchaseLimits
      .filter((limit): limit is typeof limit & { category: Category } => isCategory(limit.category))
      .map((limit) => ({ category: limit.category, med_limit: limit.med_limit, rec_limit: limit.rec_limit })),
    wait_time: row.waitTime,
  };
}

/** A PATCH as the store columns it sets; weekly hours are kept in the seed's 'Monday: …' form. */
export function patchColumns(patch: StoreSettingsPatch): StoreColumns {
  const columns: Record<string, unknown> = {};
  const set = (column: keyof StoreColumns, value: unknown) => {
    if (value !== undefined) columns[column] = value;
  };
  const { profile, switches, delivery, tax } = patch;
  if (profile) {
    set('name', profile.name);
    set('ecommDisplayName', profile.ecomm_display_name);
    set('address1', profile.address_1);
    set('city', profile.city);
    set('state', profile.state);
    set('zip', profile.zip);
    set('phone', profile.phone);
    set('timezone', profile.timezone);
    set('thumbnailImageUrl', profile.thumbnail_image_url);
    set('imageUrls', profile.image_urls);
  }
  if (patch.hours) set('hours', patch.hours.weekly.map((line, index) => `${WEEKDAYS[index]}: ${line}`).join('\n'));
  if (switches) {
    set('isDivested', switches.is_divested);
    set('divestedDisclaimer', switches.divested_disclaimer);
    set('comingSoonUrl', switches.coming_soon_url);
    set('enableCheckinOrder', switches.enable_checkin_order);
    set('useIdScanning', switches.use_id_scanning);
    set('showPostTaxPricing', switches.show_post_tax_pricing);
    set('requiresMedicalCardToOrder', switches.requires_medical_card_to_order);
  }
  for (const usage of USAGE_TYPES) {
    const given = patch.usage?.[usage];
    for (const key of USAGE_SWITCH_KEYS) set(usageColumn(usage, key), given?.[key]);
  }
  if (delivery) {
    set('deliveryValidZips', delivery.valid_zips ? [...new Set(delivery.valid_zips)] : undefined);
    set('deliveryMinimumCents', delivery.minimum_cents);
    set('deliveryFeeCents', delivery.fee_cents);
  }
  if (tax) {
    set('taxRateMedBps', tax.medical_bps);
    set('taxRateRecBps', tax.recreational_bps);
  }
  set('purchaseLimits', patch.purchase_limits);
  set('waitTime', patch.wait_time);
  return columns as StoreColumns;
}

/** The store's exceptions, past and upcoming, by date. */
export async function storeExceptions(db: Db, storeId: number): Promise<StoreSettings['hours']['exceptions']> {
  return db
    .select({ date: storeHourExceptions.onDate, hours: storeHourExceptions.hours, note: storeHourExceptions.note })
    .from(storeHourExceptions)
    .where(eq(storeHourExceptions.storeId, storeId))
    .orderBy(asc(storeHourExceptions.onDate));
}

/** GET admin/stores/{id}/settings. */
export async function readStoreSettings(db: Database, orderingAppId: number, storeId: number): Promise<StoreSettings> {
  const row = await brandStoreRow(db, orderingAppId, storeId);
  return toStoreSettings(row, await storeExceptions(db, storeId));
}
