/**
 * The one keyboard focus ring (WCAG 2.2 SC 2.4.13 Focus Appearance): a 3 px outline in the brand
 * colour, 2 px off the element so nothing of the element hides it, over a 2 px halo in the page
 * colour that fills the gap. The brand primary is kept at 4.5:1 or more against white
 * (domain/brand-colors.ts), so on light surfaces the brand band changes by at least 3:1; on dark or
 * brand-coloured surfaces the white halo does. Either way a band at least 2 px thick around the
 * whole perimeter changes by 3:1 between the unfocused and the focused state, for every brand.
 *
 * panda.config.ts applies it (globalCss) to every `:focus-visible` element, and focusRingInset to a
 * card marked data-focus-ring="card" whose link is focused (the link covers the card: the card is
 * what to ring). Plain objects for the config: Panda does not follow a spread of them across files.
 */
export const focusRing = {
  outline: '3px solid',
  outlineColor: 'brand',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px token(colors.canvas)',
} as const;

/**
 * The ring for a card: the same 3 px brand band just inside the card's edge, over its 1 px border
 * and its white or wash surface (brand against those is 4.5:1 or more, so the 3:1 change holds), so
 * a carousel's scrolling row, which clips whatever lies outside its cards, cannot hide it.
 */
export const focusRingInset = {
  outline: '3px solid',
  outlineColor: 'brand',
  outlineOffset: '-3px',
  boxShadow: 'none',
} as const;
