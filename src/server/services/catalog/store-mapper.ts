import type { InventoryBreakdown, Store } from '@/api/store';
import { STORE_FLAG_FAMILIES } from '@/api/store';
import { isCategory, type Category } from '@/domain/categories';
import type { HourException } from '@/domain/store-hours';
import type { stores } from '@/server/db/schema';

export type StoreRow = typeof stores.$inferSelect;

type FlagKey = `is_${'med' | 'rec'}_${(typeof STORE_FLAG_FAMILIES)[number]}`;

/** is_med_obo_pickup -> isMedOboPickup: the Drizzle property of a flag column. */
function camel(snake: string): string {
  return snake.replace(/_([a-z])/g, (_match, char: string) => char.toUpperCase());
}

function closure(value: string | null): Store['temp_closed_med'] {
  return value === 'closed' || value === 'ordering_off' ? value : null;
}

/**
 * A store row as the store of part 1 §3 (money in cents, tax in basis points), with its upcoming
 * dated hour exceptions when the caller loaded them (store-hour-exceptions.ts).
 */
export function toStore(row: StoreRow, inventoryBreakdown?: InventoryBreakdown, hourExceptions?: HourException[]): Store {
  const flags = {} as Record<FlagKey, boolean>;
  for (const family of STORE_FLAG_FAMILIES) {
    for (const prefix of ['med', 'rec'] as const) {
      const key: FlagKey = `is_${prefix}_${family}`;
      flags[key] = Boolean((row as unknown as Record<string, unknown>)[camel(key)]);
    }
  }
  return {
    id: row.id,
    ordering_app_id: row.orderingAppId,
    store_slug: row.storeSlug,
    name: row.name,
    ecomm_display_name: row.ecommDisplayName,
    address_1: row.address1,
    address: row.address1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    timezone: row.timezone,
    thumbnail_image_url: row.thumbnailImageUrl,
    image_urls: row.imageUrls,
    wait_time: row.waitTime,
    hours: row.hours,
    is_divested: row.isDivested,
    divested_disclaimer: row.divestedDisclaimer,
    coming_soon_url: row.comingSoonUrl,
    use_fifo: row.useFifo,
    hob_first: row.hobFirst,
    enable_checkin_order: row.enableCheckinOrder,
    use_id_scanning: row.useIdScanning,
    delivery_minimum_cents: row.deliveryMinimumCents,
    delivery_valid_zips: row.deliveryValidZips,
    show_post_tax_pricing: row.showPostTaxPricing,
    requires_medical_card_to_order: row.requiresMedicalCardToOrder,
    purchase_limits: row.purchaseLimits
      .filter((limit): limit is typeof limit & { category: Category } => isCategory(limit.category))
      .map((limit) => ({ category: limit.category, med_limit: limit.med_limit, rec_limit: limit.rec_limit })),
    loyalty_admin: row.loyaltyAdmin,
    tax_rate_med_bps: row.taxRateMedBps,
    tax_rate_rec_bps: row.taxRateRecBps,
    temp_closed_med: closure(row.tempClosedMed),
    temp_closed_rec: closure(row.tempClosedRec),
    ...flags,
    ...(inventoryBreakdown ? { inventory_breakdown: inventoryBreakdown } : {}),
    ...(hourExceptions ? { hour_exceptions: hourExceptions } : {}),
  };
}
