import type { UsageType } from '@/domain/usage-type';
import type { DemoState } from '../store-presets';
import { ART, cta, h2, p, ul } from './blocks';
import { contentDoc } from './document';

const STATE_NAMES: Record<DemoState, string> = {
  NY: 'New York', IL: 'Illinois', OH: 'Ohio', AZ: 'Arizona', MA: 'Massachusetts', PA: 'Pennsylvania', FL: 'Florida',
};
/** The header's Deals label per state and usage (part 1 §2 Header): the page title matches it. */
const label = (state: DemoState, usage: UsageType | null) =>
  state === 'MA' && usage === 'recreational' ? 'New Pricing' : state === 'PA' || state === 'OH' ? 'Savings' : 'Deals';
const usageWords = (usage: UsageType | null) => (usage === 'medical' ? 'Medical' : usage === 'recreational' ? 'Adult Use' : 'Medical and Adult Use');
const slugOf = (usage: UsageType) => (usage === 'medical' ? 'medical' : 'adult-use');

/**
 * The deals page of a state, or of a state and usage type where they differ (Massachusetts): uid
 * deals-{state}[-medical|-adult-use], matching dealsPagePath in src/domain/deals-path.ts.
 * No store: the page speaks for every store of the state.
 */
export function dealsPage(brand: string, state: DemoState, usage: UsageType | null, daysAgo: number) {
  const uid = `deals-${state.toLowerCase()}${state === 'MA' && usage ? `-${slugOf(usage)}` : ''}`;
  const title = `${brand} ${STATE_NAMES[state]} ${label(state, usage)}`;
  const newPricing = state === 'MA' && usage === 'recreational';
  return contentDoc('page', uid, daysAgo, {
    title,
    seo_description: `${label(state, usage)} on ${usageWords(usage)} cannabis at ${brand} stores in ${STATE_NAMES[state]}.`,
    hero_image: ART.deals,
    store_id: null,
    usage_type: usage,
    body: newPricing
      ? [
          p(`We have lowered everyday prices across our ${STATE_NAMES[state]} Adult Use menu instead of running weekly specials. The price you see is the price you pay, every day.`),
          h2('What changed'),
          ul('Lower shelf prices on flower, pre-rolls and vapes.', 'No coupons to remember and no waiting for a sale day.', 'Rewards still apply where your store offers them.'),
          cta('Shop the menu', '/shop'),
        ]
      : [
          p(`Every ${brand} store in ${STATE_NAMES[state]} runs its own specials on ${usageWords(usage)} products, updated every week. Prices and discounts shown on the menu already include any special that applies.`),
          h2('Ongoing offers'),
          ul(
            'New customers: 10% off a first online order with code WELCOME10.',
            'Veterans: ask about our veterans\' pricing; it is added at checkout once your status is confirmed.',
            'Bundles: buy the listed products together for one bundle price.',
          ),
          p('Specials vary by store and usage type, and cannot always be combined. See each special for its terms.'),
          cta(`See ${label(state, usage).toLowerCase()} at your store`, '/specials'),
        ],
  }, ['deals', state.toLowerCase()]);
}

/** The main brand's deals pages: one per state, two for Massachusetts (part 1 §2). */
export const MAIN_DEALS_PAGES = [
  dealsPage('Apotheca', 'NY', null, 9),
  dealsPage('Apotheca', 'IL', null, 9),
  dealsPage('Apotheca', 'OH', null, 9),
  dealsPage('Apotheca', 'AZ', null, 9),
  dealsPage('Apotheca', 'PA', 'medical', 9),
  dealsPage('Apotheca', 'FL', 'medical', 9),
  dealsPage('Apotheca', 'MA', 'medical', 9),
  dealsPage('Apotheca', 'MA', 'recreational', 9),
];
