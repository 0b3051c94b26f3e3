import type { LoyaltyAdmin, PurchaseLimit } from '../schema';

/**
 * Per-state store settings of the demo (part 1 §3 Store: purchase_limits, loyalty_admin; DECISIONS.md
 * "Money and points": tax per store and usage type, medical may be 0). Rates are demo values in basis
 * points, close to each state's real-world order of magnitude.
 */
export type DemoState = 'NY' | 'IL' | 'OH' | 'AZ' | 'MA' | 'PA' | 'FL';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One opening window per day, Monday first; null means closed that day. */
type Week = readonly (readonly [string, string] | null)[];

const HOURS_PRESETS = {
  standard: [...Array(6).fill(['9:00 AM', '9:00 PM']), ['10:00 AM', '6:00 PM']],
  extended: [
    ['8:00 AM', '10:00 PM'],
    ['8:00 AM', '10:00 PM'],
    ['8:00 AM', '10:00 PM'],
    ['8:00 AM', '10:00 PM'],
    ['8:00 AM', '11:00 PM'],
    ['8:00 AM', '11:00 PM'],
    ['9:00 AM', '9:00 PM'],
  ],
  medical: [...Array(5).fill(['10:00 AM', '7:00 PM']), ['10:00 AM', '6:00 PM'], ['11:00 AM', '5:00 PM']],
  weekdays: [...Array(5).fill(['9:00 AM', '8:00 PM']), ['10:00 AM', '6:00 PM'], null],
  closed: Array(7).fill(null),
} satisfies Record<string, Week>;
export type HoursPreset = keyof typeof HOURS_PRESETS;

/** Seven newline-separated lines, Monday first (part 1 §3), e.g. "Monday: 9:00 AM - 9:00 PM". */
export function formatHours(preset: HoursPreset): string {
  const week: Week = HOURS_PRESETS[preset];
  return DAYS.map((day, index) => {
    const window = week[index];
    return window ? `${day}: ${window[0]} - ${window[1]}` : `${day}: Closed`;
  }).join('\n');
}

export const TAX_BPS: Record<DemoState, { med: number; rec: number }> = {
  NY: { med: 0, rec: 1300 },
  IL: { med: 100, rec: 2500 },
  OH: { med: 575, rec: 1575 },
  AZ: { med: 660, rec: 2160 },
  MA: { med: 0, rec: 2000 },
  PA: { med: 0, rec: 0 },
  FL: { med: 0, rec: 0 },
};

const limit = (category: string, med: number | null, rec: number | null): PurchaseLimit => ({
  category,
  med_limit: med,
  rec_limit: rec,
});

/**
 * Items per order and category. Categories without an entry (topicals, capsules, oral solutions,
 * accessories, other) have no limit; a null limit means no limit for that usage type (part 1 §5).
 */
export function purchaseLimitsFor(state: DemoState): PurchaseLimit[] {
  const base = [
    limit('flower', 8, 4),
    limit('prerolls', 10, 6),
    limit('vapes', 6, 4),
    limit('concentrates', 4, 2),
    limit('edibles', 10, 6),
    limit('beverages', null, 6),
    limit('tinctures', 6, 4),
  ];
  if (state === 'FL') return base.map((entry) => (entry.category === 'flower' ? limit('flower', 10, null) : entry));
  if (state === 'PA') return [...base, limit('capsules', 6, null)];
  if (state === 'MA') return base.map((entry) => (entry.category === 'concentrates' ? limit('concentrates', 5, 3) : entry));
  return base;
}

/** Rewards settings (part 2 §3 "Loyalty view"): redemption all, accessories, none or a category. */
export function loyaltyAdminFor(state: DemoState): LoyaltyAdmin {
  const base: LoyaltyAdmin = {
    on_cart: true,
    on_account: true,
    medical_redemption: 'all',
    recreational_redemption: 'all',
    require_min_for_med: 'all',
    require_min_for_rec: 'all',
  };
  switch (state) {
    case 'MA':
      return { ...base, recreational_redemption: 'accessories', require_min_for_rec: 'accessories' };
    case 'PA':
      return { ...base, on_cart: false, on_account: false, medical_redemption: 'none', recreational_redemption: 'none' };
    case 'IL':
      return { ...base, require_min_for_rec: 'cannabis' };
    case 'FL':
      return { ...base, require_min_for_med: 'cannabis' };
    default:
      return base;
  }
}

export const TIMEZONES = {
  eastern: 'America/New_York',
  central: 'America/Chicago',
  arizona: 'America/Phoenix',
} as const;

/** Storefront illustrations in public/images/stores. */
export const STORE_ART = {
  brick: '/images/stores/storefront-brick.svg',
  modern: '/images/stores/storefront-modern.svg',
  adobe: '/images/stores/storefront-adobe.svg',
  coastal: '/images/stores/storefront-coastal.svg',
} as const;
