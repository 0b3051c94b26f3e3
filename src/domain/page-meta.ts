/**
 * Page titles and descriptions per path, for both brands, with a fallback to the home entry
 * (part 1 §2 Footer, last bullet). Pages that know better (a product's name, an article's title, a
 * store's name) override these at run time; this table is what every path gets first.
 *
 * Patterns: '/learn/{id}' matches one segment per {name}; '{name?}' may be absent; a trailing '/*'
 * matches the path itself and anything below. Templates may use {brand} and the pattern's {names}, humanised
 * ('best-for-beginners' -> 'Best For Beginners').
 */

export interface PageMeta {
  title: string;
  description: string;
}

export interface PageMetaEntry extends PageMeta {
  pattern: string;
}

/** The brand as startup data gives it (ordering app name and is_main_brand). */
export interface PageMetaBrand {
  name: string;
  isMainBrand: boolean;
}

const page = (pattern: string, title: string, description: string): PageMetaEntry => ({ pattern, title: `${title} | {brand}`, description });

/** Paths both brands have. */
const SHARED: PageMetaEntry[] = [
  page('/shop', 'Shop', 'Shop the live menu of your {brand} dispensary and order ahead for pickup.'),
  page('/products', 'Shop', 'Shop the live menu of your {brand} dispensary and order ahead for pickup.'),
  page('/products/{category}', 'Shop {category}', 'Browse {category} on the live menu at {brand}: compare strains, potency and prices, then order ahead.'),
  page('/collection/{tag}', '{tag}', 'Shop the {tag} collection at {brand}, picked from the live menu of your store.'),
  page('/consumption/{tag}', 'Shop by Consumption: {tag}', 'Find products by how you like to consume them, on the live menu at {brand}.'),
  page('/experience/{tag?}', 'Shop by Experience', 'Find products for your experience level on the live menu at {brand}.'),
  page('/special/{slug?}', 'Special Offer', 'See the products included in this special at {brand} and order ahead.'),
  page('/specials', 'Deals & Specials', 'Current deals and specials at your {brand} dispensary.'),
  page('/product/{id}', 'Product Details', 'Product details, potency and pricing at {brand}. Order online for pickup.'),
  page('/store/{slug}', 'Dispensary Details', 'Hours, address, directions and ways to shop at this {brand} dispensary.'),
  page('/menu/{storeSlug}/*', 'Shop', 'Shop the live menu of your {brand} dispensary and order ahead for pickup.'),
  page('/news', 'News', 'The latest news and press from {brand}.'),
  page('/news/{id}', 'News', 'The latest news and press from {brand}.'),
  page('/page/{id}/*', 'Information', 'Information from {brand}.'),
  page('/contact', 'Contact Us', 'Questions about an order, a store or your account? Contact {brand}.'),
  page('/support', 'Contact Us', 'Questions about an order, a store or your account? Contact {brand}.'),
  page('/terms-of-service', 'Terms of Service', 'The terms of using the {brand} website and ordering online.'),
  page('/loyalty-terms-of-service', 'Loyalty Terms of Service', 'The terms of the {brand} loyalty program.'),
  page('/privacy-policy', 'Privacy Policy', 'How {brand} collects, uses and protects your information.'),
  page('/cookie-policy', 'Cookie Policy', 'How {brand} uses cookies and how to manage your choices.'),
  page('/hipaa', 'HIPAA Notice', 'How {brand} protects the health information of medical patients.'),
  page('/california-employee-privacy-notice', 'California Employee Privacy Notice', 'Privacy notice for California employees and applicants of {brand}.'),
  page('/text-message-policy', 'Text Message Policy', 'How {brand} sends order and marketing text messages, and how to stop them.'),
  page('/cart', 'Your Cart', 'Review your cart and check out for pickup, curbside or delivery at {brand}.'),
  page('/checkout/*', 'Checkout', 'Check out your {brand} order.'),
  page('/login', 'Log In', 'Log in to your {brand} account to order online and track your orders.'),
  page('/register/*', 'Create Account', 'Create your {brand} account to order online for pickup, curbside or delivery.'),
  page('/forgot-password', 'Reset Password', 'Reset the password of your {brand} account.'),
  page('/verify-password-change', 'Reset Password', 'Reset the password of your {brand} account.'),
  page('/account/*', 'My Account', 'Your {brand} account: profile, contact preferences, addresses and medical cards.'),
  page('/orders', 'Order History', 'Your {brand} orders.'),
  page('/order/{id}', 'Order Details', 'The details and status of your {brand} order.'),
];

/** Pages of the main brand only (part 1 §2 route table); the other brand falls back to home there. */
const MAIN_ONLY: PageMetaEntry[] = [
  page('/delivery', 'Cannabis Delivery', 'Check whether {brand} delivers to your zip code and shop delivery from your store.'),
  page('/learn', 'Learn', 'Guides and articles about cannabis from {brand}: products, dosing, terpenes and more.'),
  page('/learn/{id}', 'Learn', 'Guides and articles about cannabis from {brand}.'),
  page('/about', 'About Us', 'Who we are: {brand} dispensaries, our story and our stores.'),
  page('/faq', 'FAQ', 'Answers to common questions about shopping and ordering at {brand}.'),
  page('/reviews', 'Reviews', 'What shoppers say about {brand}.'),
  page('/rewards', 'Rewards', 'Earn points on every order with {brand} Rewards and redeem them for discounts.'),
  page('/careers', 'Careers', 'Work at {brand}: open positions at our dispensaries.'),
  page('/tour', 'Virtual Tour', 'Take a virtual tour of {brand} and see our dispensaries before you visit.'),
  page('/askusanything', 'Ask Us Anything', 'Ask {brand} anything about cannabis.'),
  page('/bhm', 'Black History Month', 'How {brand} celebrates Black History Month.'),
  page('/wayto420', 'Way to 420', 'Celebrate 420 with {brand}.'),
  page('/help/what-to-expect', 'What to Expect', 'What to expect on your first visit to {brand}.'),
];

/** The home entries, also the fallback of every unknown path. */
const MAIN_HOME: PageMetaEntry = {
  pattern: '/',
  title: '{brand} | Cannabis Dispensary Ordering',
  description: 'Order cannabis online from {brand} dispensaries in NY, IL, OH, AZ, MA, PA and FL for pickup, curbside or delivery.',
};
const SECOND_HOME: PageMetaEntry = {
  pattern: '/',
  title: '{brand} | Massachusetts Cannabis Dispensary',
  description: 'Order cannabis online from {brand} in Massachusetts for pickup or curbside.',
};

/** Every entry of a brand's table, home first. */
export function pageMetaTable(isMainBrand: boolean): readonly PageMetaEntry[] {
  return isMainBrand
    ? [MAIN_HOME, page('/locations', 'Find a Dispensary', 'Find your nearest {brand} dispensary: hours, wait times and directions in every state we serve.'), ...SHARED, ...MAIN_ONLY]
    : [SECOND_HOME, page('/locations', 'Find a Dispensary', 'Find {brand} in Massachusetts: hours, wait times and directions.'), ...SHARED];
}

/** 'best-for-beginners' or 'oral_solutions' -> 'Best For Beginners' / 'Oral Solutions'. */
export function humanize(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The pattern's {names} and their values when the path matches, else undefined. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const path = pathname.split('?')[0]!.replace(/\/+$/, '') || '/';
  const wantSegments = pattern.split('/').filter(Boolean);
  const gotSegments = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < wantSegments.length; i += 1) {
    const want = wantSegments[i]!;
    const got = gotSegments[i];
    if (want === '*') return params;
    const name = /^\{(\w+)(\?)?\}$/.exec(want);
    if (name) {
      if (got === undefined) return name[2] ? params : undefined;
      params[name[1]!] = safeDecode(got);
    } else if (want !== got) return undefined;
  }
  return gotSegments.length === wantSegments.length ? params : undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function fill(template: string, brand: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name === 'brand' ? brand : params[name] !== undefined ? humanize(params[name]) : whole));
}

/** Title and description of a path for the brand; unknown paths (and the other brand's missing pages) get the home entry. */
export function resolvePageMeta(pathname: string, brand: PageMetaBrand): PageMeta {
  const table = pageMetaTable(brand.isMainBrand);
  for (const entry of table) {
    const params = matchPattern(entry.pattern, pathname);
    if (params) return { title: fill(entry.title, brand.name, params), description: fill(entry.description, brand.name, params) };
  }
  const home = table[0]!;
  return { title: fill(home.title, brand.name, {}), description: fill(home.description, brand.name, {}) };
}
