import { PRODUCT_CARD_HEIGHT, PRODUCT_CARD_PATH, PRODUCT_CARD_WIDTH, productArtInput, type ProductArtQuery } from '@/api/art';
import type { Product } from '@/api/inventory';
import { hashText } from './product-art';

/** The card's look (product-card.ts): raise it when the drawing changes, so every card link changes with it. */
const CARD_DRAWING = 1;

/** The product's picture as its card draws it: the generated art's input, as its picture link carries it. */
export function productCardDrawing(product: Pick<Product, 'category' | 'strain_type' | 'brand' | 'name' | 'ecomm_display_name'>): ProductArtQuery {
  return productArtInput({ ...product, name: product.ecomm_display_name || product.name });
}

/** Names one drawing of one card: a new name whenever the product's art or the card's look changes. */
export function productCardVersion(drawing: ProductArtQuery): string {
  return hashText(JSON.stringify([CARD_DRAWING, drawing.category, drawing.strain, drawing.brand, drawing.name])).toString(36);
}

/** The share card's link for a product page's head: versioned, so a preview service may keep it for good. */
export function productCardPath(product: Pick<Product, 'id' | 'category' | 'strain_type' | 'brand' | 'name' | 'ecomm_display_name'>): string {
  return `/api${PRODUCT_CARD_PATH.replace('{id}', String(product.id))}?v=${productCardVersion(productCardDrawing(product))}`;
}

/** Pictures link previews show as they are: uploaded pictures (proven JPEG, PNG, WebP or GIF) and links to such files. */
const RASTER_PICTURE = /^\/api\/product-images\/|\.(?:png|jpe?g|webp|gif)(?:[?#]|$)/i;

/**
 * The og:image of a product page (issue 22): its first picture when that is a raster one, else (its
 * generated art, or any SVG, which most preview crawlers cannot show) its share card.
 */
export function productShareImagePath(product: Pick<Product, 'id' | 'images' | 'category' | 'strain_type' | 'brand' | 'name' | 'ecomm_display_name'>): string {
  const first = product.images[0];
  return first && RASTER_PICTURE.test(first) ? first : productCardPath(product);
}

const CARD_PATH = new RegExp(`^/api${PRODUCT_CARD_PATH.replace('{id}', '\\d+').replace(/\./g, '\\.')}$`);

/** The size and type tags of an og:image that is a share card (link previews lay out the card before it loads); none for other pictures. */
export function productCardImageFacts(imageUrl: string): { width: number; height: number; type: string } | undefined {
  return CARD_PATH.test(new URL(imageUrl, 'http://card.invalid').pathname) ? { width: PRODUCT_CARD_WIDTH, height: PRODUCT_CARD_HEIGHT, type: 'image/png' } : undefined;
}
