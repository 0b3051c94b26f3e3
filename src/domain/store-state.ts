import type { UsageType } from './usage-type';

/**
 * Store-state and brand exceptions (part 1 §2 header/footer, §9 "Store-state exceptions").
 * `isMainBrand` distinguishes the main brand from the single-store Massachusetts brand.
 */
export interface StoreContext {
  state?: string | null;
  usage: UsageType;
  isMainBrand: boolean;
}

/** 'New Pricing' for MA recreational, 'Savings' for PA and OH, 'Deals' otherwise. */
export function dealsLabel({ state, usage }: StoreContext): string {
  if (state === 'MA' && usage === 'recreational') return 'New Pricing';
  if (state === 'PA' || state === 'OH') return 'Savings';
  return 'Deals';
}

/** The Deals dropdown is hidden for MA recreational. */
export function showsDealsDropdown({ state, usage }: StoreContext): boolean {
  return !(state === 'MA' && usage === 'recreational');
}

/** Learn shows only for the main brand and when the store state is not OH or PA. */
export function showsLearn({ state, isMainBrand }: StoreContext): boolean {
  return isMainBrand && state !== 'OH' && state !== 'PA';
}

/** The guide section's Learn More is hidden in OH (part 1 §2 home). */
export function showsGuideLearnMore({ state }: Pick<StoreContext, 'state'>): boolean {
  return state !== 'OH';
}

export type FooterLinkKey =
  | 'about'
  | 'delivery'
  | 'delivery_info'
  | 'careers'
  | 'reviews'
  | 'faq'
  | 'rewards'
  | 'loyalty'
  | 'my_account'
  | 'hipaa'
  | 'contact'
  | 'locations'
  | 'news';

export interface FooterLinkContext extends StoreContext {
  loggedIn: boolean;
  /** The account option that allows the rewards page link (loyalty_admin.on_account). */
  rewardsAllowed: boolean;
}

const MAIN_BRAND_ONLY: FooterLinkKey[] = ['about', 'delivery', 'careers', 'reviews', 'faq', 'rewards'];

/**
 * Quick-link filtering (part 1 §2 footer): Loyalty hidden in MA and PA; FAQ hidden in OH; Delivery Info
 * only in FL; rewards only if the account option allows; About, Delivery, Careers, Reviews, FAQ and
 * Rewards only for the main brand; My Account only when logged in; HIPAA only in IL.
 */
export function showsFooterLink(key: FooterLinkKey, ctx: FooterLinkContext): boolean {
  if (MAIN_BRAND_ONLY.includes(key) && !ctx.isMainBrand) return false;
  switch (key) {
    case 'loyalty':
      return ctx.state !== 'MA' && ctx.state !== 'PA';
    case 'faq':
      return showsFaq(ctx);
    case 'delivery_info':
      return showsDeliveryInfo(ctx);
    case 'rewards':
      return ctx.rewardsAllowed;
    case 'my_account':
      return ctx.loggedIn;
    case 'hipaa':
      return ctx.state === 'IL';
    default:
      return true;
  }
}

/** Footer Learn column: hidden for OH, PA and the other brand. */
export function showsFooterLearn(ctx: StoreContext): boolean {
  return showsLearn(ctx);
}

/** Social links show for the main brand only. */
export function showsSocialLinks({ isMainBrand }: Pick<StoreContext, 'isMainBrand'>): boolean {
  return isMainBrand;
}

/** The FAQ page and FAQ module are not shown in OH: /faq answers the not-found page there (part 1 §2, §9). */
export function showsFaq({ state }: Pick<StoreContext, 'state'>): boolean {
  return state !== 'OH';
}

/** Delivery Info (the FL delivery content page) exists only for FL stores (part 1 §9). */
export function showsDeliveryInfo({ state }: Pick<StoreContext, 'state'>): boolean {
  return state === 'FL';
}

/** Loyalty claims are disabled when the store state is OH (part 1 §9). */
export function allowsLoyaltyClaims({ state }: Pick<StoreContext, 'state'>): boolean {
  return state !== 'OH';
}
