import { adminSpecialPaths } from '@/api/admin-special-paths';
import { adminSpecialSchema, type SpecialInput } from '@/api/admin-specials';
import type { Auth } from '../testing/cart-fixture';
import type { AdminTestApp } from '../admin/admin-test-kit';

/** The console's specials calls for the API tests: bodies with only what a test names, and the paths. */

export const specialBody = (over: Partial<SpecialInput> = {}): SpecialInput => ({
  title: '20% Off Acme',
  caption: 'Everything from Acme, 20% off.',
  slug: null,
  image_url: null,
  discount_level: 'inventory',
  discount_type: 'percent',
  discount_percent: 20,
  discount_dollar_cents: null,
  bundle_price_cents: null,
  usage_types: ['medical', 'recreational'],
  promo_codes: [],
  single_use: true,
  audience_keys: [],
  starts_at: null,
  ends_at: null,
  items: { inventory_ids: [], brands: ['Acme'], categories: [] },
  targets: [],
  ...over,
});

export const promoBody = (code: string, over: Partial<SpecialInput> = {}) =>
  specialBody({ title: `Code ${code}`, discount_level: 'cart', discount_type: 'dollar', discount_percent: null, discount_dollar_cents: 1000, promo_codes: [code], items: { inventory_ids: [], brands: [], categories: [] }, ...over });

const withId = (path: string, id: number) => path.replace('{id}', String(id));
export const specialPaths = {
  list: (storeId: number) => withId(adminSpecialPaths.adminStoreSpecials.path, storeId),
  items: (storeId: number) => withId(adminSpecialPaths.adminSpecialItems.path, storeId),
  preview: (storeId: number) => withId(adminSpecialPaths.adminPreviewSpecial.path, storeId),
  one: (specialId: number) => withId(adminSpecialPaths.adminSpecial.path, specialId),
  pause: (specialId: number) => withId(adminSpecialPaths.adminPauseSpecial.path, specialId),
  resume: (specialId: number) => withId(adminSpecialPaths.adminResumeSpecial.path, specialId),
  end: (specialId: number) => withId(adminSpecialPaths.adminEndSpecial.path, specialId),
};

/** Creates a special that must be accepted; answers it as the console reads it. */
export async function createSpecial(app: AdminTestApp, auth: Auth, storeId: number, body: SpecialInput) {
  const response = await app.send('POST', specialPaths.list(storeId), auth, body);
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${JSON.stringify(response.body)}`);
  return adminSpecialSchema.parse(response.body);
}
