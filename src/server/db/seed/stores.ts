import type { Database } from '../client';
import { stores } from '../schema';
import { DEMO_BRANDS, type BrandKey } from './brands';
import { STORE_DEFS, type StoreDef } from './store-list';
import { STORE_ART, TAX_BPS, formatHours, loyaltyAdminFor, purchaseLimitsFor } from './store-presets';

export type NewStore = typeof stores.$inferInsert;

/** A store as the rest of the seed needs it: its id, definition and the usage types it has menus for. */
export interface SeededStore {
  id: number;
  def: StoreDef;
  usages: ('medical' | 'recreational')[];
}

/** Usage types whose menu the store shows (part 1 §3 is_med_menu / is_rec_menu). */
export function menuUsages(def: StoreDef): SeededStore['usages'] {
  if (def.menus === 'both') return ['medical', 'recreational'];
  if (def.menus === 'none') return [];
  return [def.menus];
}

/** The full store row of a definition: state presets first, then the store's own traits. */
export function storeRow(def: StoreDef, orderingAppId: number): NewStore {
  const brandName = DEMO_BRANDS[def.brand].name;
  const med = def.menus === 'both' || def.menus === 'medical';
  const rec = def.menus === 'both' || def.menus === 'recreational';
  const thumbnail = def.art ? STORE_ART[def.art] : null;
  const gallery = def.art ? [STORE_ART[def.art], ...Object.values(STORE_ART).filter((url) => url !== thumbnail).slice(0, 1)] : [];
  return {
    orderingAppId,
    storeSlug: def.slug,
    name: `${brandName} ${def.displayName}`,
    ecommDisplayName: def.displayName,
    address1: def.address,
    city: def.city,
    state: def.state,
    zip: def.zip,
    phone: def.phone,
    lat: def.lat,
    lng: def.lng,
    timezone: def.timezone,
    thumbnailImageUrl: thumbnail,
    imageUrls: gallery,
    hours: formatHours(def.hours ?? (med && !rec ? 'medical' : 'standard')),
    purchaseLimits: purchaseLimitsFor(def.state),
    loyaltyAdmin: loyaltyAdminFor(def.state),
    taxRateMedBps: TAX_BPS[def.state].med,
    taxRateRecBps: TAX_BPS[def.state].rec,
    isMedMenu: med,
    isRecMenu: rec,
    isMedPickup: med,
    isRecPickup: rec,
    isMedOboPickup: med,
    isRecOboPickup: rec,
    ...def.traits,
  };
}

/** Inserts every demo store in list order; answers them with their ids. */
export async function seedStores(db: Database, brandIds: Record<BrandKey, number>): Promise<SeededStore[]> {
  const rows = await db
    .insert(stores)
    .values(STORE_DEFS.map((def) => storeRow(def, brandIds[def.brand])))
    .returning({ id: stores.id, slug: stores.storeSlug });
  return STORE_DEFS.map((def) => {
    const row = rows.find((candidate) => candidate.slug === def.slug);
    if (!row) throw new Error(`store ${def.slug} was not inserted`);
    return { id: row.id, def, usages: menuUsages(def) };
  });
}
