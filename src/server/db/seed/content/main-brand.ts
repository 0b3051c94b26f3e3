import { STORE_DEFS } from '../store-list';
import { ABOUT } from './about';
import type { SeedDocument } from './document';
import { EDUCATION_BASICS } from './education-basics';
import { EDUCATION_WELLNESS } from './education-wellness';
import { faqDocuments, faqPage } from './faq';
import { legalPages } from './legal';
import { NEWS } from './news';
import { MAIN_BRAND_PAGES } from './pages-brand';
import { MAIN_DEALS_PAGES } from './pages-deals';
import { mainStorePages } from './pages-stores';
import { MAIN_SITE } from './site';
import { storeDetails } from './store-details';

/** Every document of the main brand: one or more of each content type (DECISIONS.md: our own copy). */
export function mainBrandDocuments(storeIds: ReadonlyMap<string, number>): SeedDocument[] {
  return [
    ...EDUCATION_BASICS,
    ...EDUCATION_WELLNESS,
    ...NEWS,
    ...MAIN_SITE,
    ...faqDocuments('Apotheca', { mainBrand: true }),
    faqPage('Apotheca'),
    ABOUT,
    ...MAIN_DEALS_PAGES,
    ...mainStorePages(storeIds),
    ...MAIN_BRAND_PAGES,
    ...legalPages({ name: 'Apotheca', email: 'privacy@apotheca.example' }),
    ...STORE_DEFS.filter((def) => def.brand === 'main').map(storeDetails),
  ];
}
