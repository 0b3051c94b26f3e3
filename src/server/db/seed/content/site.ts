import { ART, EVERYONE, cta, icon, p } from './blocks';
import { contentDoc } from './document';
import { MAIN_SOCIAL } from './social';

/** Article uids of the Learn menu and footer (part 1 §9: 6 each). */
const FEATURED_ARTICLES = ['first-dispensary-visit', 'dosing-edibles', 'terpenes-101', 'cannabinoids-explained', 'getting-a-medical-card', 'storing-cannabis'];
const FOOTER_ARTICLES = ['first-dispensary-visit', 'getting-a-medical-card', 'dosing-edibles', 'reading-a-cannabis-label', 'consumption-methods', 'tolerance-breaks'];

/** The main brand's shell content: menus, footer, banners, dialogs, settings and rewards copy. */
export const MAIN_SITE = [
  contentDoc('article_curation', 'featured-articles', 3, { title: 'Featured Articles', article_uids: FEATURED_ARTICLES }),
  contentDoc('footer', 'footer', 3, {
    tagline: 'Cannabis care, close to home. For adults 21+ and registered patients only. Please consume responsibly.',
    article_uids: FOOTER_ARTICLES,
    social: MAIN_SOCIAL,
  }),
  contentDoc('special_message', 'first-order-offer', 2, {
    message: 'New here? Take $10 off your first online order with code WELCOME10.',
    link: '/specials',
    text_color: '#FFFFFF',
    background_color: '#1E6B47',
    gradient: null,
    carousel_auto_play_increment: 8,
    audience: EVERYONE,
  }),
  contentDoc('special_message', 'learn-dosing', 4, {
    message: 'New to edibles? Read our five-minute guide to dosing before you shop.',
    link: '/learn/dosing-edibles',
    text_color: '#3B2A0B',
    background_color: '#F6D77A',
    gradient: '#E9B949',
    carousel_auto_play_increment: null,
    audience: EVERYONE,
  }),
  contentDoc('special_message', 'ma-new-pricing', 6, {
    message: 'Massachusetts: new lower everyday prices on Adult Use flower.',
    link: '/page/deals-ma-adult-use',
    text_color: '#FFFFFF',
    background_color: '#8A4B14',
    gradient: null,
    carousel_auto_play_increment: null,
    audience: { states: ['MA'], usage_types: [], store_ids: [] },
  }),
  contentDoc('promotional_dialog', 'rewards-welcome', 7, {
    image: ART.rewards,
    rich_content: [p('Join Apotheca Rewards: earn a point for every dollar and redeem 40 points for $1 off.'), p('Free to join: create an account and opt in at checkout or under My Account.')],
    cta_text: 'Join Rewards',
    cta_link: '/rewards',
    // Rewards are not offered in MA and PA (part 1 §9 store-state exceptions).
    audience: { states: ['NY', 'IL', 'OH', 'AZ', 'FL'], usage_types: [], store_ids: [] },
  }),
  contentDoc('settings', 'site', 30, {
    jobs_url: 'https://jobs.example.com/apotheca',
    press_inquiry_email: 'press@apotheca.example',
    marketing_dialog: {
      image: ART.leaf,
      image_size: 'icon',
      image_alignment: 'Center',
      button_alignment: 'Center',
      content: [p('Be first to hear about new drops, events and member-only deals.'), p('Sign up for Apotheca emails. Unsubscribe at any time.')],
    },
  }),
  contentDoc('loyalty_messaging', 'loyalty_messaging', 30, {
    headline: 'Apotheca Rewards',
    body: [p('Earn 1 point for every whole dollar you spend and redeem 40 points for $1 off eligible items, online or in store.'), cta('See how rewards work', '/rewards')],
    perks: [
      icon('star', 'Earn on every order', 'Points land in your account when your order is finished.'),
      icon('gift', 'Birthday treat', 'A little something extra during your birthday month.'),
      icon('tag', 'Member-only deals', 'Early access to specials and new arrivals.'),
    ],
  }),
];
