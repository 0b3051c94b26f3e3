import type { MiddlewareHandler } from 'hono';
import { API_HEADERS, MAX_ID } from '@/api/common';
import { orderingApps } from '../db/schema';
import type { Database } from '../db/client';
import type { AppEnv } from './context';

interface BrandRow {
  id: number;
  slug: string;
  hosts: string[];
  isMainBrand: boolean;
  name: string;
  logoUrl: string;
  faviconUrl: string;
  primaryColor: string;
  secondaryColor: string;
}

const BRAND_CACHE_MS = 30_000;
let cache: { at: number; db: Database; rows: BrandRow[] } | undefined;

async function loadBrands(db: Database): Promise<BrandRow[]> {
  if (cache && cache.db === db && Date.now() - cache.at < BRAND_CACHE_MS) return cache.rows;
  const rows = await db
    .select({
      id: orderingApps.id,
      slug: orderingApps.slug,
      hosts: orderingApps.hosts,
      isMainBrand: orderingApps.isMainBrand,
      name: orderingApps.name,
      logoUrl: orderingApps.logoUrl,
      faviconUrl: orderingApps.faviconUrl,
      primaryColor: orderingApps.primaryColor,
      secondaryColor: orderingApps.secondaryColor,
    })
    .from(orderingApps);
  cache = { at: Date.now(), db, rows };
  return rows;
}

/**
 * Picks the brand of a request (DECISIONS.md): the x-ordering-app-id header, else a ?brand= slug
 * (development override), else the request host, else the main brand.
 */
export function pickBrand(rows: BrandRow[], hints: { appId?: string; brand?: string; host?: string }): BrandRow | undefined {
  const byId = hints.appId ? rows.find((row) => String(row.id) === hints.appId) : undefined;
  if (byId) return byId;
  const bySlug = hints.brand ? rows.find((row) => row.slug === hints.brand) : undefined;
  if (bySlug) return bySlug;
  const hostname = hints.host?.split(':')[0]?.toLowerCase();
  const byHost = hostname ? rows.find((row) => row.hosts.includes(hostname)) : undefined;
  return byHost ?? rows.find((row) => row.isMainBrand) ?? rows[0];
}

/** The brand of a request from its ?brand= override or host (no headers: pages and the manifest). */
export async function brandForRequest(db: Database, hints: { brand?: string; host?: string }): Promise<BrandRow | undefined> {
  return pickBrand(await loadBrands(db), hints);
}

export const brandMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rows = await loadBrands(c.get('db'));
  const brand = pickBrand(rows, {
    appId: c.req.header(API_HEADERS.orderingAppId),
    brand: c.req.query('brand'),
    host: c.req.query('host') ?? c.req.header('host'),
  });
  c.set('orderingAppId', brand?.id ?? 0);
  const storeHeader = Number(c.req.header(API_HEADERS.storeId));
  // Past MAX_ID it is no store (and no integer the database's columns hold).
  c.set('headerStoreId', Number.isInteger(storeHeader) && storeHeader > 0 && storeHeader <= MAX_ID ? storeHeader : undefined);
  await next();
};
