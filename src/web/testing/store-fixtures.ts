import type { StoreInventoryBreakdown } from '@/api/ordering-app';
import type { Store } from '@/api/store';
import type { UsageType } from '@/domain/usage-type';

/** A complete store for tests; override what the test is about. Test-only. */
export function makeStore(overrides: Partial<Store> = {}): Store {
  const flags = Object.fromEntries(
    ['menu', 'users_reg', 'users_login', 'pickup'].flatMap((family) => [
      [`is_med_${family}`, true],
      [`is_rec_${family}`, true],
    ]),
  );
  return {
    id: 1,
    ordering_app_id: 1,
    store_slug: 'springfield-il',
    name: 'Springfield',
    ecomm_display_name: 'Springfield Dispensary',
    address_1: '100 Main St',
    address: '100 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    phone: '2175550100',
    lat: 39.8,
    lng: -89.6,
    timezone: 'America/Chicago',
    thumbnail_image_url: null,
    image_urls: [],
    wait_time: 10,
    hours: Array.from({ length: 7 }, () => '9:00 AM - 9:00 PM').join('\n'),
    is_divested: false,
    divested_disclaimer: null,
    coming_soon_url: null,
    use_fifo: false,
    hob_first: false,
    enable_checkin_order: false,
    use_id_scanning: false,
    delivery_minimum_cents: 0,
    delivery_valid_zips: [],
    show_post_tax_pricing: false,
    requires_medical_card_to_order: false,
    purchase_limits: [],
    loyalty_admin: {
      on_cart: true,
      on_account: true,
      medical_redemption: '',
      recreational_redemption: '',
      require_min_for_med: '',
      require_min_for_rec: '',
    },
    tax_rate_med_bps: 0,
    tax_rate_rec_bps: 1000,
    temp_closed_med: null,
    temp_closed_rec: null,
    is_med_coming_soon: false,
    is_rec_coming_soon: false,
    is_med_users_disabled: false,
    is_rec_users_disabled: false,
    is_med_delivery: false,
    is_rec_delivery: false,
    is_med_curbside: false,
    is_rec_curbside: false,
    is_med_obo_pickup: false,
    is_rec_obo_pickup: false,
    is_med_obo_curbside: false,
    is_rec_obo_curbside: false,
    is_med_obo_delivery: false,
    is_rec_obo_delivery: false,
    is_med_add_override: false,
    is_rec_add_override: false,
    is_med_carts_disabled: false,
    is_rec_carts_disabled: false,
    inventory_breakdown: { categories: [{ category: 'flower', count: 120 }, { category: 'edibles', count: 40 }], tags: [] },
    ...flags,
    ...overrides,
  } as Store;
}

/** A startup answer for tests. */
export function makeStartup({ store = makeStore(), isMainBrand = true, usage = 'recreational' as UsageType } = {}): StoreInventoryBreakdown {
  return {
    data: [
      {
        id: 1,
        slug: isMainBrand ? 'apotheca' : 'harbor',
        name: isMainBrand ? 'Apotheca' : 'Harbor & Finch',
        is_main_brand: isMainBrand,
        logo_url: '',
        favicon_url: '',
        map_pin_url: '',
        map_pin_url_alt: '',
        primary_color: '#1E6B47',
        secondary_color: '#8A4B14',
        points_per_dollar: 40,
        store,
        stores: [store],
        usage_type: usage,
      },
    ],
  };
}
