import type { Database } from '../client';
import { orderingApps } from '../schema';

/**
 * The two fictional brands (DECISIONS.md "Product"): the main multi-state brand and the single-store
 * Massachusetts brand. Both primary and secondary colours pass WCAG AA (>= 4.5:1) against white text:
 * #1E6B47 6.5:1, #8A4B14 6.8:1, #1F3A5F 11.5:1, #B4432F 5.6:1.
 */
export type BrandKey = 'main' | 'second';

const asset = (slug: string) => ({
  logoUrl: `/brands/${slug}/logo.svg`,
  faviconUrl: `/brands/${slug}/favicon.svg`,
  mapPinUrl: `/brands/${slug}/pin.svg`,
  mapPinUrlAlt: `/brands/${slug}/pin-alt.svg`,
});

export const DEMO_BRANDS = {
  main: {
    slug: 'apotheca',
    name: 'Apotheca',
    hosts: ['localhost', '127.0.0.1', 'apotheca.localhost'],
    isMainBrand: true,
    ...asset('apotheca'),
    primaryColor: '#1E6B47',
    secondaryColor: '#8A4B14',
    pointsPerDollar: 40,
  },
  second: {
    slug: 'harbor',
    name: 'Harbor & Finch',
    hosts: ['second.localhost', 'harbor.localhost'],
    isMainBrand: false,
    ...asset('harbor'),
    primaryColor: '#1F3A5F',
    secondaryColor: '#B4432F',
    pointsPerDollar: 40,
  },
} as const satisfies Record<BrandKey, typeof orderingApps.$inferInsert>;

/** The house brand each ordering app puts on its own shelf-label products. */
export const HOUSE_BRANDS: Record<BrandKey, { name: string; code: string }> = {
  main: { name: 'Apotheca House', code: 'APH' },
  second: { name: 'Harbor & Finch Reserve', code: 'HFR' },
};

/** Inserts both brands; answers their ids. */
export async function seedBrands(db: Database): Promise<Record<BrandKey, number>> {
  const rows = await db
    .insert(orderingApps)
    .values([
      { ...DEMO_BRANDS.main, hosts: [...DEMO_BRANDS.main.hosts] },
      { ...DEMO_BRANDS.second, hosts: [...DEMO_BRANDS.second.hosts] },
    ])
    .returning({ id: orderingApps.id, slug: orderingApps.slug });
  const idOf = (slug: string) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    if (!row) throw new Error(`brand ${slug} was not inserted`);
    return row.id;
  };
  return { main: idOf(DEMO_BRANDS.main.slug), second: idOf(DEMO_BRANDS.second.slug) };
}
