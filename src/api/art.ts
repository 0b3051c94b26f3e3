import * as z from 'zod/mini';
import { CATEGORIES, STRAIN_TYPES, type Category, type StrainType } from '@/domain/categories';

/** A strain type as the art draws it; products without one (accessories, most goods) are `none`. */
export const ART_STRAINS = [...STRAIN_TYPES, 'none'] as const;
export type ArtStrain = (typeof ART_STRAINS)[number];

/** Longest brand and name the art reads: longer text is cut by the link builder, refused by the route. */
export const ART_BRAND_MAX = 80;
export const ART_NAME_MAX = 160;

/** Text XML cannot carry (control characters, unpaired surrogates): never part of an art link. */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNWRITABLE = /[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNWRITABLE_ALL = new RegExp(UNWRITABLE.source, 'g');

const artText = (max: number) => z.string().check(z.maxLength(max), z.refine((text) => !UNWRITABLE.test(text), 'Must not contain control characters'));

/** GET p/art/v1/product.svg: what the picture is drawn from (src/server/services/art/product-art.ts). */
export const productArtQuerySchema = z.object({
  category: z.enum(CATEGORIES),
  strain: z.enum(ART_STRAINS),
  brand: artText(ART_BRAND_MAX),
  name: artText(ART_NAME_MAX).check(z.minLength(1)),
});
export type ProductArtQuery = z.infer<typeof productArtQuerySchema>;

/** The art's path under /api. `v1` names the drawing: a new drawing gets a new path, so cached copies never go stale. */
export const PRODUCT_ART_PATH = '/p/art/v1/product.svg';

const clean = (text: string, max: number) => [...text.replace(UNWRITABLE_ALL, '').trim()].slice(0, max).join('');

/**
 * The link of a product's generated art, for a product with no uploaded picture. Same product, same
 * link (its sizes share one picture), so browsers and the service worker keep it once.
 */
export function productArtUrl(product: { category: Category; strain_type: StrainType | null; brand: string; name: string }): string {
  const query = new URLSearchParams({
    category: product.category,
    strain: product.strain_type ?? 'none',
    brand: clean(product.brand, ART_BRAND_MAX),
    name: clean(product.name, ART_NAME_MAX) || product.category,
  });
  return `/api${PRODUCT_ART_PATH}?${query.toString()}`;
}
