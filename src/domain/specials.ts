/** The shape of a special the rules below need (part 1 §3). */
export interface SpecialRuleInput {
  slug?: string | null;
  discount_type?: string | null;
  discount_level?: string | null;
  promo_codes?: readonly string[] | null;
  audience_keys?: readonly string[] | null;
  special_targets?: readonly { quantity_remaining?: number | null }[] | null;
}

/**
 * A bundle special is unusable when every one of its targets has quantity_remaining of 0 or less
 * (part 1 §5). A bundle with no targets cannot be assembled either.
 */
export function isUnusableSpecial(special: SpecialRuleInput): boolean {
  if (special.discount_type !== 'bundle') return false;
  const targets = special.special_targets ?? [];
  return targets.every((target) => (target.quantity_remaining ?? 0) <= 0);
}

/**
 * A special counts for browsing only when its level is inventory or cart and it has no promo codes
 * and no audience keys (part 1 §5).
 */
export function isBrowseableSpecial(special: SpecialRuleInput): boolean {
  const levelOk = special.discount_level === 'inventory' || special.discount_level === 'cart';
  return levelOk && !(special.promo_codes?.length) && !(special.audience_keys?.length);
}

/** A special with a slug that is not cart-level links to /special/{slug} (part 1 §5). */
export function specialLink(special: SpecialRuleInput): string | undefined {
  if (!special.slug || special.discount_level === 'cart') return undefined;
  return `/special/${special.slug}`;
}

/** Whether a shopper with these audience keys may see a special limited to an audience. */
export function isSpecialVisibleTo(special: SpecialRuleInput, audienceKeys: readonly string[]): boolean {
  const required = special.audience_keys ?? [];
  return required.length === 0 || required.some((key) => audienceKeys.includes(key));
}

/** The specials a shopper can browse (part 1 §5): browseable and not an unusable bundle. */
export function browseableSpecials<T extends SpecialRuleInput>(specials: readonly T[]): T[] {
  return specials.filter((special) => isBrowseableSpecial(special) && !isUnusableSpecial(special));
}
