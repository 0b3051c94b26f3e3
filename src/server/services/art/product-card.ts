import { PRODUCT_CARD_HEIGHT, PRODUCT_CARD_WIDTH } from '@/api/art';
import { productArtLayers, STRAIN_ART_COLORS, type ProductArtInput } from './product-art';

/** The drawing's own square (product-art.ts). */
const ART_SPACE = 240;
/** The art's side on the card: most of its height, so a preview cropped to a square still shows it whole. */
const TILE = 510;
const TILE_LEFT = (PRODUCT_CARD_WIDTH - TILE) / 2;
const TILE_TOP = (PRODUCT_CARD_HEIGHT - TILE) / 2;
const TILE_RADIUS = 34;

/** A rounded rectangle as a closed sub-path (clockwise). */
function roundedRect(x: number, y: number, width: number, height: number, radius: number): string {
  const r = radius;
  return `M${x + r} ${y}H${x + width - r}A${r} ${r} 0 0 1 ${x + width} ${y + r}V${y + height - r}A${r} ${r} 0 0 1 ${x + width - r} ${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

const TILE_PATH = roundedRect(TILE_LEFT, TILE_TOP, TILE, TILE, TILE_RADIUS);

/**
 * A product's share card (issue 22: og:image and twitter:image of its page) as an SVG document of
 * 1200 × 630, the size link previews show large: the product's generated art without lettering,
 * centred as a rounded tile with a soft shadow on the soft tone of its strain's colour. No text at
 * all: the rasteriser is given no fonts, and every preview prints the page's title beside the image.
 *
 * Drawn for the rasteriser's speed (about 40 ms rather than 300): no clip path, group opacity or blur,
 * each of which it paints as a whole-card layer. The art's overflow is covered by the card around the
 * tile (a frame with a rounded hole), and the shadow is a few translucent rings around the hole.
 */
export function productCardSvg(input: ProductArtInput): string {
  const colors = STRAIN_ART_COLORS[input.strain];
  const shadow = [12, 8, 4].map(
    (spread, index) => `<path fill-rule="evenodd" fill="#0f172a" fill-opacity="${(0.05 + index * 0.03).toFixed(2)}" d="${roundedRect(TILE_LEFT - spread, TILE_TOP + 8 - spread, TILE + spread * 2, TILE + spread * 2, TILE_RADIUS + spread)}${TILE_PATH}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PRODUCT_CARD_WIDTH} ${PRODUCT_CARD_HEIGHT}" width="${PRODUCT_CARD_WIDTH}" height="${PRODUCT_CARD_HEIGHT}">`,
    `<g transform="translate(${TILE_LEFT} ${TILE_TOP}) scale(${TILE / ART_SPACE})">${productArtLayers(input, { lettering: false, flatPattern: true })}</g>`,
    `<path fill-rule="evenodd" fill="${colors.soft}" d="M0 0H${PRODUCT_CARD_WIDTH}V${PRODUCT_CARD_HEIGHT}H0Z${TILE_PATH}"/>`,
    ...shadow,
    '</svg>',
  ].join('');
}
