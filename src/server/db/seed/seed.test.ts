import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, COLLECTIONS, CONSUMPTION_TAGS, EXPERIENCE_TAGS } from '@/domain/categories';
import { isBrowseableSpecial, isUnusableSpecial } from '@/domain/specials';
import { checkCardNumber } from '@/domain/medical-card';
import { cartItems, carts, collections, inventoryItems, loyaltyLedger, medicalCards, orderingApps, specialItems, specialTargets, specials, staffStores, stores, users } from '@/server/db/schema';
import { verifyPassword } from '@/server/services/auth/passwords';
import { DEMO_PASSWORD } from './accounts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

/** The demo seed against the requirements, spec part 1 §1-§5 and DECISIONS.md "Product". */
const PUBLIC_DIR = fileURLToPath(new URL('../../../../public', import.meta.url));
const MAIN_STATES = ['NY', 'IL', 'OH', 'AZ', 'MA', 'PA', 'FL'];
const SELLABLE_MIN = 400;
/** The default scale (config SEED_PRODUCTS_PER_STORE), pinned so an environment override cannot shrink it. */
const DEMO_SCALE = 450;
const HASHED_TABLES = ['ordering_apps', 'stores', 'inventory_items', 'specials', 'special_items', 'special_targets', 'collections', 'content_documents', 'store_wait_times'];

let first: TestApp;

async function tableHashes(app: TestApp): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of HASHED_TABLES) {
    const result = await app.handle.db.execute<{ hash: string }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${table} t`),
    );
    hashes[table] = result.rows[0]!.hash;
  }
  return hashes;
}

function contrastWithWhite(hex: string): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [1, 3, 5].map((start) => channel(parseInt(hex.slice(start, start + 2), 16)));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

const publicFileExists = (url: string) => existsSync(`${PUBLIC_DIR}${url}`);

beforeAll(async () => {
  first = await createTestApp({ seedDemo: true, productsPerStore: DEMO_SCALE });
});

afterAll(async () => {
  await first?.close();
});

describe('demo seed: brands (part 1 §1, §3 ordering app; DECISIONS.md Product)', () => {
  it('has a main brand on the loopback hosts and a second brand on second.localhost, with AA colours and our own art', async () => {
    const brands = await first.handle.db.select().from(orderingApps);
    expect(brands).toHaveLength(2);
    const main = brands.find((brand) => brand.isMainBrand)!;
    const second = brands.find((brand) => !brand.isMainBrand)!;
    expect(main.hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect(second.hosts).toContain('second.localhost');
    for (const brand of brands) {
      expect(brand.pointsPerDollar).toBe(40);
      expect(contrastWithWhite(brand.primaryColor)).toBeGreaterThanOrEqual(4.5);
      for (const url of [brand.logoUrl, brand.faviconUrl, brand.mapPinUrl, brand.mapPinUrlAlt]) {
        expect(url.startsWith(`/brands/${brand.slug}/`)).toBe(true);
        expect(publicFileExists(url), url).toBe(true);
      }
    }
    expect(main.primaryColor).not.toBe(second.primaryColor);
  });
});

describe('demo seed: ready to be queried', () => {
  it('leaves statistics behind for the planner (PGlite runs no autovacuum to gather them)', async () => {
    const { rows } = await first.handle.db.execute<{ reltuples: number }>(sql`SELECT reltuples FROM pg_class WHERE relname = 'inventory_items'`);
    expect(Number(rows[0]!.reltuples)).toBeGreaterThan(1000);
  });
});

describe('demo seed: stores (part 1 §1, §2 legacy slugs, §3 Store)', () => {
  it('gives the main brand at least 14 stores across NY, IL, OH, AZ, MA, PA, FL and the second brand one MA store', async () => {
    const rows = await first.handle.db.select().from(stores);
    const brands = await first.handle.db.select().from(orderingApps);
    const mainId = brands.find((brand) => brand.isMainBrand)!.id;
    const mainStores = rows.filter((store) => store.orderingAppId === mainId);
    const secondStores = rows.filter((store) => store.orderingAppId !== mainId);
    expect(mainStores.length).toBeGreaterThanOrEqual(14);
    expect(new Set(mainStores.map((store) => store.state))).toEqual(new Set(MAIN_STATES));
    expect(secondStores).toHaveLength(1);
    expect(secondStores[0]!.state).toBe('MA');
    expect(secondStores[0]!.isMedMenu && secondStores[0]!.isRecMenu).toBe(true);
  });

  it('has the legacy redirect targets of part 1 §2', async () => {
    const slugs = (await first.handle.db.select({ slug: stores.storeSlug }).from(stores)).map((row) => row.slug);
    expect(slugs).toEqual(expect.arrayContaining(['chicago-lakeview-il', 'hudson-valley-ny', 'mohawk-valley-ny']));
  });

  it('covers every special store kind: divested, coming soon, closed, ordering off, FIFO, delivery, medical only, both menus', async () => {
    const rows = await first.handle.db.select().from(stores);
    expect(rows.some((store) => store.isDivested && store.divestedDisclaimer === null)).toBe(true);
    expect(rows.some((store) => (store.isMedComingSoon || store.isRecComingSoon) && store.comingSoonUrl)).toBe(true);
    expect(rows.some((store) => store.tempClosedRec === 'closed')).toBe(true);
    expect(rows.some((store) => store.tempClosedMed === 'ordering_off' || store.tempClosedRec === 'ordering_off')).toBe(true);
    expect(rows.some((store) => store.useFifo)).toBe(true);
    expect(rows.some((store) => store.isMedMenu && !store.isRecMenu)).toBe(true);
    expect(rows.some((store) => store.isMedMenu && store.isRecMenu)).toBe(true);
    expect(rows.some((store) => !store.isMedDelivery && !store.isRecDelivery && (store.isMedMenu || store.isRecMenu))).toBe(true);
    const delivery = rows.filter((store) => store.isMedDelivery || store.isRecDelivery);
    expect(delivery.length).toBeGreaterThan(0);
    for (const store of delivery) {
      expect(store.deliveryMinimumCents).toBeGreaterThan(0);
      expect(store.deliveryValidZips.length).toBeGreaterThan(0);
      expect(store.deliveryValidZips.every((zip) => /^\d{5}$/.test(zip))).toBe(true);
    }
  });

  it('stores well-formed hours, time zones, limits and thumbnails', async () => {
    const rows = await first.handle.db.select().from(stores);
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (const store of rows) {
      const lines = store.hours.split('\n');
      expect(lines.map((line) => line.split(':')[0])).toEqual(days);
      expect(lines.every((line) => /^\w+: (Closed|\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M)$/.test(line))).toBe(true);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: store.timezone })).not.toThrow();
      expect(store.purchaseLimits.every((limit) => (CATEGORIES as readonly string[]).includes(limit.category))).toBe(true);
      for (const url of [store.thumbnailImageUrl, ...store.imageUrls].filter((value): value is string => !!value)) {
        expect(publicFileExists(url), url).toBe(true);
      }
    }
    expect(new Set(rows.map((store) => store.timezone))).toEqual(new Set(['America/New_York', 'America/Chicago', 'America/Phoenix']));
  });
});

describe('demo seed: inventory (part 1 §3 Product, §9 categories)', () => {
  it('gives every store and usage type with a menu at least 400 sellable items across all twelve categories', async () => {
    const rows = await first.handle.db.select().from(stores);
    const counts = await first.handle.db.execute<{ store_id: number; usage: string; category: string; n: number }>(sql`
      select store_id, 'medical' as usage, category, count(*)::int as n from ${inventoryItems} where med_sellable_qty > 0 group by store_id, category
      union all
      select store_id, 'recreational' as usage, category, count(*)::int as n from ${inventoryItems} where rec_sellable_qty > 0 group by store_id, category`);
    for (const store of rows) {
      for (const [usage, hasMenu] of [['medical', store.isMedMenu], ['recreational', store.isRecMenu]] as const) {
        const mine = counts.rows.filter((row) => row.store_id === store.id && row.usage === usage);
        const total = mine.reduce((sum, row) => sum + row.n, 0);
        if (!hasMenu) {
          expect(total, `${store.storeSlug} ${usage}`).toBe(0);
          continue;
        }
        expect(total, `${store.storeSlug} ${usage}`).toBeGreaterThanOrEqual(SELLABLE_MIN);
        expect(new Set(mine.map((row) => row.category)), `${store.storeSlug} ${usage}`).toEqual(new Set(CATEGORIES));
      }
    }
  });

  it('keeps prices, quantities, potency and images consistent', async () => {
    const broken = await first.handle.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${inventoryItems} where
        (med_price_cents is null and med_sellable_qty <> 0) or (rec_price_cents is null and rec_sellable_qty <> 0)
        or (med_price_cents is not null and med_sellable_qty <> remaining_qty - reserved_qty)
        or (rec_price_cents is not null and rec_sellable_qty <> remaining_qty - reserved_qty)
        or (med_price_cents is null and rec_price_cents is null)
        or med_price_cents <= 0 or rec_price_cents <= 0 or batch_qty < remaining_qty or reserved_qty > remaining_qty
        or (category in ('flower', 'prerolls', 'vapes', 'concentrates') and (potency_unit <> '%' or thc is null))
        or (category in ('edibles', 'capsules') and (potency_unit <> 'mg' or thc_each is null or count is null))
        or received_at > '2026-11-02'::timestamptz`);
    expect(broken.rows[0]!.n).toBe(0);
    const soldOut = await first.handle.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${inventoryItems} where (med_price_cents is not null and med_sellable_qty = 0) or (rec_price_cents is not null and rec_sellable_qty = 0)`);
    expect(soldOut.rows[0]!.n).toBeGreaterThan(0);
    // Demo products store no pictures: the API answers each its own generated art (README "Product art").
    const pictured = await first.handle.db.execute<{ n: number }>(sql`select count(*)::int as n from ${inventoryItems} where cardinality(images) > 0`);
    expect(pictured.rows[0]!.n).toBe(0);
  });

  it('tags products with collection, consumption and experience tags that all have collection rows', async () => {
    const rows = await first.handle.db.select().from(collections);
    const kinds = Object.fromEntries(rows.map((row) => [row.slug, row.kind]));
    for (const tag of COLLECTIONS) expect(kinds[tag]).toBe('collection');
    for (const tag of CONSUMPTION_TAGS) expect(kinds[tag]).toBe('consumption');
    for (const tag of EXPERIENCE_TAGS) expect(kinds[tag]).toBe('experience');
    const used = await first.handle.db.execute<{ tag: string }>(sql`select distinct unnest(tags) as tag from ${inventoryItems}`);
    expect(used.rows.map((row) => row.tag).sort()).toEqual(rows.map((row) => row.slug).sort());
    const untagged = await first.handle.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${inventoryItems} where
        (category in ('flower', 'prerolls') and not ('smoke' = any(tags))) or (category = 'vapes' and not ('vape' = any(tags)))
        or (category = 'edibles' and not ('eat' = any(tags))) or (category = 'beverages' and not ('drink' = any(tags)))
        or (category = 'concentrates' and not ('dab' = any(tags)))
        or (category not in ('accessories', 'other') and not (tags && array['beginner', 'intermediate', 'experienced']))`);
    expect(untagged.rows[0]!.n).toBe(0);
  });
});

describe('demo seed: specials (part 1 §3 Special, §5 usable and browseable rules)', () => {
  it('gives every store with a menu percent, dollar, price, cart-level and bundle specials with unique kebab slugs', async () => {
    const rows = await first.handle.db.select().from(specials);
    const menuStores = (await first.handle.db.select().from(stores)).filter((store) => store.isMedMenu || store.isRecMenu);
    for (const store of menuStores) {
      const mine = rows.filter((special) => special.storeId === store.id);
      const kinds = new Set(mine.map((special) => `${special.discountLevel}:${special.discountType}`));
      for (const kind of ['inventory:percent', 'inventory:dollar', 'inventory:price', 'cart:dollar', 'inventory:bundle']) {
        expect(kinds, `${store.storeSlug} ${kind}`).toContain(kind);
      }
      const slugs = mine.map((special) => special.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs.every((slug) => slug && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
      expect(mine.filter((special) => isBrowseableSpecial({ ...toRule(special), special_targets: [] })).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('has promo-code, audience-limited and unusable bundle specials, and links only items of the same store', async () => {
    const rows = await first.handle.db.select().from(specials);
    expect(rows.some((special) => special.promoCodes.includes('WELCOME10'))).toBe(true);
    expect(rows.some((special) => special.audienceKeys.includes('veterans'))).toBe(true);
    const targets = await first.handle.db.execute<{ special_id: number; med: number; rec: number }>(sql`
      select t.special_id, i.med_sellable_qty as med, i.rec_sellable_qty as rec from ${specialTargets} t join ${inventoryItems} i on i.id = t.inventory_id`);
    const bundles = rows.filter((special) => special.discountType === 'bundle');
    const unusable = bundles.filter((special) => {
      const mine = targets.rows.filter((row) => row.special_id === special.id);
      return special.usageTypes.every((usage) =>
        isUnusableSpecial({ discount_type: 'bundle', special_targets: mine.map((row) => ({ quantity_remaining: usage === 'medical' ? row.med : row.rec })) }),
      );
    });
    expect(unusable.length).toBeGreaterThan(0);
    expect(bundles.length).toBeGreaterThan(unusable.length);
    expect(bundles.every((special) => special.bundlePriceCents && targets.rows.filter((row) => row.special_id === special.id).length >= 2)).toBe(true);
    const crossStore = await first.handle.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ${specialItems} si join ${specials} s on s.id = si.special_id join ${inventoryItems} i on i.id = si.inventory_id where i.store_id <> s.store_id`);
    expect(crossStore.rows[0]!.n).toBe(0);
  });
});

describe('demo seed: determinism (ARCHITECTURE.md Data: fixed random seed)', () => {
  it('writes identical rows and ids on two empty databases', async () => {
    // A small scale keeps this quick; the generator is the same at every scale.
    const [a, b] = [await createTestApp({ seedDemo: true, productsPerStore: 60 }), await createTestApp({ seedDemo: true, productsPerStore: 60 })];
    try {
      const hashes = await tableHashes(a);
      expect(await tableHashes(b)).toEqual(hashes);
      // Brands, stores and tag rows do not depend on the scale.
      const full = await tableHashes(first);
      for (const table of ['ordering_apps', 'stores', 'collections']) expect(hashes[table], table).toBe(full[table]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);
});

function toRule(special: typeof specials.$inferSelect) {
  return {
    slug: special.slug,
    discount_type: special.discountType,
    discount_level: special.discountLevel,
    promo_codes: special.promoCodes,
    audience_keys: special.audienceKeys,
  };
}

describe('demo seed served by the catalog API (README "Demo data": every demo store can be shopped)', () => {
  it('answers each store and usage type with a menu: 400+ sellable products, every category in the breakdown, a readable product', async () => {
    const menus = await first.handle.db.select().from(stores);
    const shoppable = menus.flatMap((store) =>
      (['medical', 'recreational'] as const)
        .filter((usage) => (usage === 'medical' ? store.isMedMenu && !store.isMedComingSoon : store.isRecMenu && !store.isRecComingSoon))
        .filter(() => !store.isDivested)
        .map((usage) => ({ store, usage })),
    );
    expect(shoppable.length).toBeGreaterThanOrEqual(20);
    for (const { store, usage } of shoppable) {
      const list = await first.request(
        `/api/p/inventory?store_id=${store.id}&usage_type=${usage}&require_sellable_quantity=true&include_specials=true&limit=50`,
        { headers: { 'x-ordering-app-id': String(store.orderingAppId) } },
      );
      expect(list.status, `${store.storeSlug} ${usage}`).toBe(200);
      expect(list.body.total_rows, `${store.storeSlug} ${usage}`).toBeGreaterThanOrEqual(SELLABLE_MIN);
      expect(list.body.rows).toBe(50);

      const breakdown = await first.request(`/api/p/stores/${store.id}?view=inventory-category-breakdown&usage_type=${usage}`, {
        headers: { 'x-ordering-app-id': String(store.orderingAppId) },
      });
      expect(breakdown.status).toBe(200);
      const categories = breakdown.body.inventory_breakdown.categories.map((entry: { category: string }) => entry.category);
      expect([...categories].sort()).toEqual([...CATEGORIES].sort());

      const product = await first.request(`/api/p/inventory/${list.body.data[0].id}?usage_type=${usage}`, {
        headers: { 'x-ordering-app-id': String(store.orderingAppId) },
      });
      expect(product.status).toBe(200);
      expect(product.body.store_id).toBe(store.id);
    }
  });
});

describe('demo seed: accounts (README "Demo accounts"; part 2 §1 customers, employees)', () => {
  it('has a rewards member, an Ohio patient with a valid card and an employee, signable with the demo password', async () => {
    const rows = await first.handle.db.select().from(users).where(eq(users.isPortalUser, false)).orderBy(users.email);
    expect(rows.map((row) => row.email)).toEqual(['employee@apotheca.test', 'patient@apotheca.test', 'shopper@apotheca.test']);
    for (const row of rows) {
      expect(row.passwordHash).not.toContain(DEMO_PASSWORD);
      expect(await verifyPassword(DEMO_PASSWORD, row.passwordHash)).toBe(true);
      expect(row.emailConfirmedAt).not.toBeNull();
      expect(row.isPhoneVerified).toBe(true);
    }
    expect(rows.find((row) => row.email === 'employee@apotheca.test')!.employeeStatus).toBe('confirmed');
    const [card] = await first.handle.db.select().from(medicalCards);
    expect(checkCardNumber(card!.state, card!.cardNumber)).toEqual({ ok: true, number: card!.cardNumber });
    const points = await first.handle.db.select().from(loyaltyLedger);
    const welcome = points.filter((entry) => !entry.reason.startsWith('order '));
    expect(welcome.reduce((sum, entry) => sum + entry.points, 0)).toBe(1560);
  });

  it('has a portal user at every store of both brands and a manager of the Arizona and Illinois stores (README "Demo data")', async () => {
    const db = first.handle.db;
    const allStores = await db.select({ id: stores.id, slug: stores.storeSlug, state: stores.state, orderingAppId: stores.orderingAppId }).from(stores);
    const portal = await db.select().from(users).where(eq(users.isPortalUser, true));
    const links = await db.select().from(staffStores);
    for (const store of allStores) {
      const staff = portal.find((user) => user.email.startsWith(`staff.${store.slug}@`));
      expect(staff?.orderingAppId).toBe(store.orderingAppId);
      expect(links.filter((link) => link.userId === staff!.id).map((link) => link.storeId)).toEqual([store.id]);
      expect(staff!.passwordHash).toBe(portal[0]!.passwordHash);
    }
    expect(await verifyPassword(DEMO_PASSWORD, portal[0]!.passwordHash)).toBe(true);
    const manager = portal.find((user) => user.email === 'manager@apotheca.test')!;
    const managed = links.filter((link) => link.userId === manager.id).map((link) => link.storeId).sort((a, b) => a - b);
    const azAndIl = allStores.filter((store) => ['AZ', 'IL'].includes(store.state) && store.orderingAppId === manager.orderingAppId).map((store) => store.id);
    expect(managed).toEqual(azAndIl.sort((a, b) => a - b));
    expect(managed.length).toBeGreaterThan(1);
  });

  it("gives the demo shopper two picked-up orders whose points are in the ledger (returns need a finished order, part 2 §4)", async () => {
    const db = first.handle.db;
    const [shopper] = await db.select().from(users).where(eq(users.email, 'shopper@apotheca.test'));
    const orders = await db.select().from(carts).where(eq(carts.userId, shopper!.id));
    expect(orders.map((order) => order.status)).toEqual(['finished', 'finished']);
    for (const order of orders) {
      expect(order.grandTotalCents! % 100).toBe(0);
      expect(order.pricing).toMatchObject({ grandTotalCents: order.grandTotalCents, loyaltyPointsAccrued: order.loyaltyPointsAccrued });
      const items = await db.select().from(cartItems).where(eq(cartItems.cartId, order.id));
      expect(items.length).toBeGreaterThan(0);
      const [credit] = await db.select().from(loyaltyLedger).where(eq(loyaltyLedger.reason, `order ${order.id}`));
      expect(credit!.points).toBe(order.loyaltyPointsAccrued);
    }
  });
});
