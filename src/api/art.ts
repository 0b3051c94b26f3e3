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

/**
 * A product's share card (issue 22): its art as a PNG of the size link previews show large, for the
 * og:image of its page (crawlers do not read SVG). `v` names the drawing the link was made for
 * (server services/art/product-card-link.ts): a link whose `v` is the current one may be kept for good.
 */
export const PRODUCT_CARD_PATH = '/p/art/v1/products/{id}/card.png';
export const PRODUCT_CARD_WIDTH = 1200;
export const PRODUCT_CARD_HEIGHT = 630;
export const productCardQuerySchema = z.object({
  v: z.optional(z.string().check(z.regex(/^[0-9a-z]{1,13}$/, 'Must be the version a product page gave'))),
});

const clean = (text: string, max: number) => [...text.replace(UNWRITABLE_ALL, '').trim()].slice(0, max).join('');

/** What a product's generated art is drawn from: its text cut to what the art reads, as its link carries it. */
export function productArtInput(product: { category: Category; strain_type: StrainType | null; brand: string; name: string }): ProductArtQuery {
  return {
    category: product.category,
    strain: product.strain_type ?? 'none',
    brand: clean(product.brand, ART_BRAND_MAX),
    name: clean(product.name, ART_NAME_MAX) || product.category,
  };
}

/**
 * The link of a product's generated art, for a product with no uploaded picture. Same product, same
 * link (its sizes share one picture), so browsers and the service worker keep it once.
 */
export function productArtUrl(product: { category: Category; strain_type: StrainType | null; brand: string; name: string }): string {
  const { category, strain, brand, name } = productArtInput(product);
  return `/api${PRODUCT_ART_PATH}?${new URLSearchParams({ category, strain, brand, name }).toString()}`;
}
