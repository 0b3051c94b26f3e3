import type { ContentImage, RichText } from '@/api/content';
import { ART, cta, h2, ol, p, quote, ul } from './blocks';
import { contentDoc } from './document';
import { MAIN_SOCIAL } from './social';

const page = (uid: string, daysAgo: number, title: string, seo: string, body: RichText, image: ContentImage | null = null) =>
  contentDoc('page', uid, daysAgo, { title, seo_description: seo, hero_image: image, store_id: null, usage_type: null, body }, ['brand-page']);

/** The main brand's own pages (part 1 §2: /rewards, /reviews, /tour, /askusanything, /bhm, /wayto420, /help/what-to-expect). */
export const MAIN_BRAND_PAGES = [
  page('rewards', 14, 'Apotheca Rewards', 'Earn points on every order and redeem them for savings.', [
    p('Apotheca Rewards is free. Earn 1 point for every whole dollar you spend (after discounts) and redeem 40 points for $1 off eligible items.'),
    h2('How it works'),
    ol('Create an account and opt in to rewards.', 'Shop online or in store; points are added when your order is finished.', 'At checkout, choose how many points to use.'),
    p('Rewards are not available in Massachusetts or Pennsylvania. Some items may not be eligible for redemption in some states. See the [loyalty terms](/loyalty-terms-of-service).'),
    cta('Create an account', '/register'),
  ], ART.rewards),
  page('reviews', 50, 'What Our Customers Say', 'Reviews from Apotheca shoppers and patients.', [
    p('We ask every customer who orders online for feedback, and we read all of it. A few recent comments, shared with permission:'),
    quote('The budtender took ten minutes to walk me through low-dose edibles without making me feel rushed.', 'Shopper, Chicago Lakeview'),
    quote('Ordering ahead saves my lunch break. In and out in five minutes.', 'Patient, Tampa Westshore'),
    quote('Clear labels, fair prices, friendly people.', 'Shopper, Phoenix Camelback'),
    p('Had an experience we should hear about? [Tell us](/contact).'),
  ], ART.community),
  page('tour', 80, 'Take a Tour', 'Look around an Apotheca store before your first visit.', [
    p('Nervous about a first visit? Take a look around first. Our stores share the same layout: a welcome desk where we check ID, an open shop floor with product displays, and a counter where budtenders help you order.'),
    ul('Welcome desk: show your ID and, for Medical, your card.', 'Shop floor: menus on screens, display jars to smell, and staff to answer questions.', 'Consultation room: a quiet space for private questions, on request.'),
    cta('Read: your first visit', '/learn/first-dispensary-visit'),
  ], ART.firstVisit),
  page('askusanything', 35, 'Ask Us Anything', 'Questions about cannabis, ordering or our stores? Ask away.', [
    p('No question is too basic. Send it through our contact form and a member of our education team will answer, usually within two business days.'),
    p('Popular questions end up in our [FAQ](/faq) and on the [Learn](/learn) pages.'),
    cta('Ask a question', '/contact'),
  ]),
  page('bhm', 270, 'Black History Month', 'How Apotheca marks Black History Month.', [
    p('Cannabis prohibition did not fall on every community equally. Each February we use this page to highlight the people and organisations working for equity in cannabis and beyond.'),
    h2('This year'),
    ul('Shelf space and promotion for products from Black-owned makers in our states.', 'A donation from every February order to local record-clearing clinics.', 'Staff-led conversations open to our communities.'),
  ], ART.community),
  page('wayto420', 195, 'The Way to 4/20', 'Our 4/20 countdown: events, education and the 420 Collection.', [
    p('April 20th is the biggest day of the cannabis year. We count down with a month of events, tastings of terpene aromas, and our [420 Collection](/collection/420-collection).'),
    p('Celebrate responsibly: plan a ride home and never drive after using cannabis.'),
  ], ART.leaf),
  page('what-to-expect', 60, 'What to Expect', 'From ID check to checkout: what happens when you order or visit.', [
    h2('Ordering online'),
    ol('Choose your store and Medical or Adult Use.', 'Add products to your cart and pick pickup, curbside or delivery where offered.', 'We message you when your order is ready; pay when you collect it.'),
    h2('In the store'),
    p('Bring a valid photo ID (and your medical card for Medical). Everyone in your group must be 21 or older, or a registered patient or caregiver.'),
    cta('Read the full first-visit guide', '/learn/first-dispensary-visit'),
  ], ART.firstVisit),
  page('guide', 2482, 'The Apotheca Guide', 'Opening hours, purchase limits, maps and social links in one place. Updated January 2020.', [
    p('Updated January 2020. Store details change: for current hours and limits, see each store page.'),
    h2('Opening hours'),
    ul('Most stores: Monday to Saturday 9:00 AM to 9:00 PM, Sunday 10:00 AM to 6:00 PM.', 'Medical-only stores: Monday to Friday 10:00 AM to 7:00 PM, shorter hours at weekends.', 'Holiday hours are posted on store pages a week ahead.'),
    h2('Purchase limits'),
    p('Each state limits how much cannabis you may buy per order, and limits differ for Medical and Adult Use. Our cart counts your items and tells you when you reach a limit, for example:'),
    ul('Flower: up to 8 items per Medical order and 4 per Adult Use order in most states.', 'Edibles: up to 10 items per Medical order and 6 per Adult Use order.', 'Concentrates: up to 4 items per Medical order and 2 per Adult Use order.'),
    h2('Maps'),
    p('Find every store on the [store map](/locations), or open directions from any store page.'),
    h2('Follow us'),
    ul(...MAIN_SOCIAL.map((link) => `[${link.network}](${link.url})`)),
  ], ART.hills),
];
