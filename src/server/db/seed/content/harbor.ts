import { STORE_DEFS } from '../store-list';
import { ART, EVERYONE, p } from './blocks';
import { contentDoc, type SeedDocument } from './document';
import { faqDocuments } from './faq';
import { legalPages } from './legal';
import { dealsPage } from './pages-deals';
import { SECOND_SOCIAL } from './social';
import { storeDetails } from './store-details';

const BRAND = 'Harbor & Finch';

/**
 * The second brand's content: a single Massachusetts store, so no Learn, News or About (main brand
 * only, part 1 §2), but its own footer, settings, banners, dialog, FAQ, deals and legal pages.
 */
export function harborDocuments(): SeedDocument[] {
  return [
    contentDoc('footer', 'footer', 3, {
      tagline: 'A neighbourhood dispensary on the New Bedford waterfront. Adults 21+ and registered patients only.',
      article_uids: [],
      social: SECOND_SOCIAL,
    }),
    contentDoc('settings', 'site', 30, {
      jobs_url: 'https://jobs.example.com/harbor-and-finch',
      press_inquiry_email: 'press@harborandfinch.example',
      marketing_dialog: {
        image: ART.harbor,
        image_size: 'Full Width',
        image_alignment: 'Center',
        button_alignment: 'Left',
        content: [p('Tide tables, new arrivals and member offers, once a month. Join the Harbor & Finch list.')],
      },
    }),
    contentDoc('special_message', 'harbor-curbside', 2, {
      message: 'Curbside pickup is open on Union Street: order ahead and stay in your car.',
      link: '/store/harbor-new-bedford-ma',
      text_color: '#FFFFFF',
      background_color: '#1F3A5F',
      gradient: null,
      carousel_auto_play_increment: null,
      audience: EVERYONE,
    }),
    contentDoc('special_message', 'harbor-medical-hours', 5, {
      message: 'Patients: Medical orders are ready in about 15 minutes on weekdays.',
      link: null,
      text_color: '#FFFFFF',
      background_color: '#B4432F',
      gradient: '#8E3323',
      carousel_auto_play_increment: 10,
      audience: { states: [], usage_types: ['medical'], store_ids: [] },
    }),
    contentDoc('special_message', 'harbor-summer-preview', 'unpublished', {
      message: 'Not published yet: this message is dated far in the future and must never be served.',
      link: null,
      text_color: '#FFFFFF',
      background_color: '#1F3A5F',
      gradient: null,
      carousel_auto_play_increment: null,
      audience: EVERYONE,
    }),
    contentDoc('promotional_dialog', 'harbor-welcome', 7, {
      image: ART.harbor,
      rich_content: [p('Welcome aboard. See what is new on the Harbor & Finch menu this week.')],
      cta_text: 'Shop new arrivals',
      cta_link: '/collection/new-arrivals',
      audience: EVERYONE,
    }),
    ...faqDocuments(BRAND, { mainBrand: false }),
    dealsPage(BRAND, 'MA', 'medical', 9),
    dealsPage(BRAND, 'MA', 'recreational', 9),
    ...legalPages({ name: BRAND, email: 'privacy@harborandfinch.example' }),
    ...STORE_DEFS.filter((def) => def.brand === 'second').map(storeDetails),
  ];
}
